// The passwords the server tests' seeded accounts have: the demo administrator's and the
// platform administrator's (the run's template database is seeded with both: db-template.ts).
export const ADMIN_PASSWORD = 'Admin_123';
export const PLATFORM_PASSWORD = 'Plat_1234';
