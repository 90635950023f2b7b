// Calls of the console shell: shortcuts, tenant settings (admin), branding images, own data,
// the web-terminal address.
import type { MyDetail, ShortcutEntry } from '../../../shared/api.js';
import { get, post } from '../http.js';
import { COMMON_MESSAGES } from '../../../shared/common-messages.js';
import { ORG_TEXTS } from '../../../shared/org.js';

/** The success message of the server's envelope instead of its data (for "shows the server message"). */
function withMessage(fallback: string) {
  return {
    transformResponse: [
      (raw: unknown) => {
        let body = raw;
        if (typeof raw === 'string') {
          try {
            body = JSON.parse(raw);
          } catch {
            return raw;
          }
        }
        const env = body as { code?: number; msg?: string; data?: unknown };
        return env && env.code === 200 ? { ...env, data: env.msg || fallback } : body;
      },
    ],
  };
}

export function getShortcuts(): Promise<ShortcutEntry[]> {
  return get<ShortcutEntry[]>('/api/web-conf/role/perms/used/list');
}

/** Resolves with the server's message. */
export function setShortcuts(comMicsIds: string): Promise<string> {
  return post<string>('/api/web-conf/role/perms/used/set', { comMicsIds }, withMessage(COMMON_MESSAGES.saved));
}

export function saveTenantConf(comConfType: number, values: Record<string, string>): Promise<string> {
  return post<string>(`/api/web-conf/configuration/manager/add/${comConfType}`, values, withMessage(COMMON_MESSAGES.saved));
}

export function uploadBrandingImage(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  return post<{ url: string }>('/api/web-conf/configuration/manager/image', form);
}

/** Uploads a picture and saves it as the user's own avatar (jpg/png/webp, at most 2 MB). */
export function uploadMyAvatar(file: File): Promise<{ webUserAvatar: string; avatarPath: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  return post<{ webUserAvatar: string; avatarPath: string }>('/api/web-conf/user/manager/avatar/upload', form);
}

export function getMyDetail(): Promise<MyDetail> {
  return get<MyDetail>('/api/web-conf/user/manager/my/detail');
}

/** Name and email (the mobile has its own call: mobile/editOrSet); resolves with the server's message. */
export function editMyData(data: { name: string; mobile?: string; email: string }): Promise<string> {
  return post<string>('/api/web-conf/user/manager/mydata/edit', data, withMessage(COMMON_MESSAGES.edited));
}

export function getWebTerminalUrl(): Promise<{ url: string }> {
  return get<{ url: string }>('/api/web-conf/configuration/manager/webTerminal/url');
}

/** Change password; resolves with the server's message. */
export function changeMyPassword(change: { oldPassword: string; password: string; repeatPassword: string }): Promise<string> {
  return post<string>('/api/web-conf/user/manager/password', change, withMessage(ORG_TEXTS.passwordChanged));
}
