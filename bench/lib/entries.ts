// One row of the benchmark: a measured figure, the same-run reference it is judged against,
// the budget in words, and the verdict (null = recorded for information, no budget).

export type Unit = "kB" | "ms" | "score" | "req/s" | "count" | "cls" | "ratio";

/** The smallest and largest of a figure's runs, shown beside the median so noise is visible. */
export type Spread = { min: number; max: number; runs: number };

/** The spread of a figure's runs; null for fewer than two runs (nothing to compare). */
export function spreadOf(values: readonly (number | null)[]): Spread | null {
  const measured = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (measured.length < 2) return null;
  return { min: Math.min(...measured), max: Math.max(...measured), runs: measured.length };
}

export type Entry = {
  name: string;
  unit: Unit;
  measured: number | null;
  spread?: Spread;
  reference: number | null;
  budget: string;
  pass: boolean | null;
  note?: string;
};

type Check = {
  name: string;
  unit: Unit;
  measured: number | null;
  reference?: number | null;
  /** The limit the measured value is compared with (already derived from the reference). */
  limit: number | null;
  op: "<=" | ">=";
  budget: string;
  note?: string;
  spread?: Spread | null;
};

/** A budgeted row; a missing measurement (null) or a missing limit fails, with a note saying why. */
export function check(c: Check): Entry {
  const measurable =
    c.measured !== null &&
    Number.isFinite(c.measured) &&
    c.limit !== null &&
    Number.isFinite(c.limit);
  const pass = measurable
    ? c.op === "<="
      ? c.measured! <= c.limit!
      : c.measured! >= c.limit!
    : false;
  const note = measurable ? c.note : (c.note ?? "not measured");
  return {
    name: c.name,
    unit: c.unit,
    measured: c.measured,
    ...(c.spread ? { spread: c.spread } : {}),
    reference: c.reference ?? null,
    budget: c.budget,
    pass,
    ...(note ? { note } : {}),
  };
}

/** A row recorded as a regression guard only. */
export function info(
  name: string,
  unit: Unit,
  measured: number | null,
  reference: number | null,
  budget: string,
  note?: string,
  spread?: Spread | null,
): Entry {
  return {
    name,
    unit,
    measured,
    ...(spread ? { spread } : {}),
    reference,
    budget,
    pass: null,
    ...(note ? { note } : {}),
  };
}

/** A row for a measurement that could not be taken at all (server down, element missing...). */
export function failed(name: string, unit: Unit, budget: string, note: string): Entry {
  return { name, unit, measured: null, reference: null, budget, pass: false, note };
}
