/** Product version (spec: 3.8.1). */
export const SERVER_VERSION = '3.8.1';
