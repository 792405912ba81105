// Loaded on demand by LazyMotion so the animation engine is not in the first bundle.
import { domAnimation } from "framer-motion";

export default domAnimation;
