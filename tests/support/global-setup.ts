// Runs once before the unit and database tests. Database templates are prepared lazily by the tests that
// need them (tests/support/test-database.ts), so pure domain runs stay fast.
export default function setup(): void {}
