// Sign-in by mobile + SMS code and by QR code (contract "Organisation, users, roles, tenants").
import type { SessionUser } from '../../../shared/api.js';
import type { QrPoll, QrTicket } from '../../../shared/org.js';
import { get, post } from '../http.js';

const B = '/api/web-basic';

export const sendSmsCode = (domainName: string, mobile: string) => post<unknown>(`${B}/sms/manager/login`, { domainName, mobile });
export const loginByMobile = (domainName: string, mobile: string, code: string) =>
  post<SessionUser>(`${B}/login/back/mobile`, { domainName, mobile, code });

export const getQrTicket = (domainName: string) => get<QrTicket>(`${B}/login/back/qrcode`, { domainName });
/** Polled quietly: a failed poll is retried by the machine, not toasted. */
export const pollQrTicket = (ticket: string) => get<QrPoll>(`${B}/login/back/qrcode`, { ticket }, { quiet: true });
/** A signed-in user confirms a ticket shown on another device or tab. */
export const confirmQrTicket = (ticket: string) => post<unknown>(`${B}/login/back/qrcode`, { ticket });
