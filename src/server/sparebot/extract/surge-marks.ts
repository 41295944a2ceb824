/**
 * A surge protective device's class and its ratings (IEC 61643-11): "Type 2" (or "T2", "Class II") beside its discharge
 * currents in kA ("In 20kA", "Imax 40kA"), its continuous voltage ("Uc 275V") or its protection level ("Up ≤1.5kV").
 * Read together they are an SPD's, whatever else "Type 2" names (an EV charger's connector).
 */
// "T1" and "T2" alone only where no decimal follows: "T1,6A" is a fuse's marking (extract/fuse-marking.ts).
const SPD_CLASS = /(?<![A-Za-z0-9])(?:Type\s?[123]|T[123](?![.,]\d)|Class\s?(?:I{1,3}|[123]))(?![A-Za-z0-9])/i;
const SPD_RATING = /(?<![A-Za-z0-9])(?:I\s?max|In|Iimp|Uc|Up)\s?[:=≤<]?\s?\d|\d\s?kA(?![A-Za-z])/;

/** The surge protector inference of a label that carries an SPD's class with one of its ratings; none otherwise. */
export function surgeInferences(text: string): { type: string; weight: number }[] {
  return SPD_CLASS.test(text) && SPD_RATING.test(text) ? [{ type: 'surge-protector', weight: 1 }] : [];
}
