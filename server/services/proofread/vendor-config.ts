// Where the vendors' proofreading APIs are and their credentials, from the environment
// (README "Configuration", docs/proofreading.md). A vendor counts as configured only when all of
// its credentials are set; its tenant switch (KdxfTextCorrectionSwich / XhzyTextCorrectionSwich)
// then makes the tenant's 文本纠错 call it.

export interface KdxfConfig {
  url: string;
  appId: string;
  apiKey: string;
  apiSecret: string;
}
export interface XhzyConfig {
  url: string;
  appKey: string;
  appSecret: string;
}
export interface ProofreadVendors {
  kdxf?: KdxfConfig;
  xhzy?: XhzyConfig;
  /** How long a vendor call may take before the built-in engine stands in (PROOFREAD_TIMEOUT_MS, default 8000). */
  timeoutMs: number;
}

/** iFlytek's 文本纠错 endpoint (service s9a87e3ec of its "private" API). */
export const KDXF_DEFAULT_URL = 'https://api.xf-yun.com/v1/private/s9a87e3ec';

export function readProofreadVendors(env: NodeJS.ProcessEnv): ProofreadVendors {
  const kdxf = env.KDXF_APP_ID && env.KDXF_API_KEY && env.KDXF_API_SECRET
    ? { url: env.KDXF_PROOFREAD_URL || KDXF_DEFAULT_URL, appId: env.KDXF_APP_ID, apiKey: env.KDXF_API_KEY, apiSecret: env.KDXF_API_SECRET }
    : undefined;
  const xhzy = env.XHZY_PROOFREAD_URL && env.XHZY_APP_KEY && env.XHZY_APP_SECRET
    ? { url: env.XHZY_PROOFREAD_URL, appKey: env.XHZY_APP_KEY, appSecret: env.XHZY_APP_SECRET }
    : undefined;
  const timeout = Number(env.PROOFREAD_TIMEOUT_MS);
  return { kdxf, xhzy, timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 8000 };
}
