// The product version, reported by the API document (/api/docs), GET /api/systemconfig and the
// console's overview.
/** Product version (spec: 3.8.1). */
export const SERVER_VERSION = '3.8.1';
