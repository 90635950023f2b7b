// Texts of the http client that the spec leaves open ("not shown"): our wording.
export const httpMessages = {
  networkError: '网络异常，请检查网络连接后重试',
  requestFailed: (status: number) => `请求失败（${status}），请稍后重试`,
  unknownError: '操作失败，请稍后重试',
} as const;
