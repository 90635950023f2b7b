// The default of every effect a machine names in setup(): it fails loudly, with the effect's
// name, until the area's wiring (src/app/wiring/<area>.ts) provides the real one. A forgotten
// wiring is an error on the first use, never an empty screen.
export function notProvided(name: string): never {
  throw new Error(`not provided: ${name}`);
}
