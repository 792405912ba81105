import { SectionHeading } from "./section-heading";

const STEPS = [
  {
    title: "Discover & Analyze",
    text: "We study your brand, audience and category to find the stories only you can tell.",
  },
  {
    title: "Strategize & Plan",
    text: "Formats, creators, channels and budgets, laid out with the numbers we will be judged on.",
  },
  {
    title: "Create & Execute",
    text: "Production, talent and publishing handled by one team, on time and on brand.",
  },
  {
    title: "Amplify & Measure",
    text: "Paid boosts where they pay back, and clear reports on reach, engagement and sales.",
  },
] as const;

export function BlueprintSection() {
  return (
    <section aria-labelledby="blueprint-title" className="section-y">
      <div className="container-page flex flex-col gap-14">
        <SectionHeading
          id="blueprint-title"
          eyebrow="How We Work"
          title="Our Blueprint for Success"
          lead="Four steps from the first call to the final report."
        />
        <ol className="relative grid gap-8 md:grid-cols-4 md:gap-6">
          <span aria-hidden="true" className="blueprint-line" />
          {STEPS.map((step, index) => (
            <li key={step.title} className="blueprint-step">
              <span className="step-number">
                <span className="text-brand-gradient">{String(index + 1).padStart(2, "0")}</span>
              </span>
              <div className="step-text">
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
