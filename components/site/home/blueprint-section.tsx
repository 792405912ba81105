import { SectionHeading } from "./section-heading";

const STEPS = [
  { title: "Discover & Analyze", text: "We study your brand, audience and category to find the stories only you can tell." },
  { title: "Strategize & Plan", text: "Formats, creators, channels and budgets, laid out with the numbers we will be judged on." },
  { title: "Create & Execute", text: "Production, talent and publishing handled by one team, on time and on brand." },
  { title: "Amplify & Measure", text: "Paid boosts where they pay back, and clear reports on reach, engagement and sales." },
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
          <span aria-hidden="true" className="absolute top-7 right-[12%] left-[12%] hidden h-px bg-brand-gradient opacity-50 md:block" />
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative flex gap-5 md:flex-col md:items-center md:text-center">
              <span className="relative z-10 grid size-14 shrink-0 place-items-center rounded-full border border-border bg-background font-mono text-lg font-semibold shadow-lg">
                <span className="text-brand-gradient">{String(index + 1).padStart(2, "0")}</span>
              </span>
              <div className="flex flex-col gap-2">
                <h3 className="text-xl font-semibold">{step.title}</h3>
                <p className="text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
