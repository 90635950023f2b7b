// The effects of the two settings forms of the shell (src/machines/edit-form.machine.ts): the
// config centre (tenant system media and switches, branding images) and the personal centre
// (the user's own name, mobile and email), and the config centre's proofreading dictionary.
// Provided once, in src/app/wiring/shell.ts.
import { fromPromise } from 'xstate';
import { SETTING_IMAGE_KEYS, SETTING_IMAGE_TEXTS, SETTING_SWITCH_KEYS, SETTING_TEXT_KEYS, MAX_SETTING_IMAGE } from '../../../shared/tenant-settings.js';
import { CONF_TYPE, getTenantConf } from '../api/conf-api.js';
import { editMyData, getMyDetail, saveTenantConf, uploadBrandingImage, uploadMyAvatar } from '../api/shell-api.js';
import { loadBranding } from '../branding.js';
import { loadSwitches } from '../tenant-switches.js';
import { toast } from '../toast.js';
import { getProofDict, putProofDictEntry, removeProofDictEntries } from '../content/content-api.js';

type Values = Record<string, string>;
type Kind = 'success' | 'warning';

async function loadSettings(): Promise<Values> {
  const [media, switches] = await Promise.all([getTenantConf(CONF_TYPE.systemMedia), getTenantConf(CONF_TYPE.switches)]);
  const values: Values = {};
  for (const c of [...media, ...switches]) values[c.comConfKey] = c.webConfValue ?? '';
  for (const k of [...SETTING_TEXT_KEYS, ...SETTING_IMAGE_KEYS]) values[k] ??= '';
  for (const k of SETTING_SWITCH_KEYS) values[k] ??= '0';
  return values;
}

async function saveSettings(values: Values): Promise<string> {
  const pick = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, values[k] ?? '']));
  await saveTenantConf(CONF_TYPE.switches, pick(SETTING_SWITCH_KEYS));
  return saveTenantConf(CONF_TYPE.systemMedia, pick([...SETTING_TEXT_KEYS, ...SETTING_IMAGE_KEYS]));
}

/** Checks an image (type, 2 MB) and stores it; its value for the field (the stored file's address). */
async function uploadImage(file: Blob): Promise<string> {
  if (!file.type.startsWith('image/')) throw new Error(SETTING_IMAGE_TEXTS.notImage);
  if (file.size > MAX_SETTING_IMAGE) throw new Error(SETTING_IMAGE_TEXTS.tooBig);
  const named = file instanceof File ? file : new File([file], 'image', { type: file.type });
  return (await uploadBrandingImage(named)).url;
}

const notify = (_: unknown, { kind, text }: { kind: Kind; text: string }) => toast[kind](text);
const upload = fromPromise(({ input }: { input: { name: string; file: Blob } }) => uploadImage(input.file));

export const configCenterEffects = {
  actors: { load: fromPromise(loadSettings), save: fromPromise(({ input }: { input: Values }) => saveSettings(input)), upload },
  actions: {
    notify,
    // the header, title and favicon read the branding store: refresh it now
    saved: () => void Promise.allSettled([loadBranding(), loadSwitches()]),
  },
  // every field of the config centre is optional and bounded by its input
  guards: { valid: () => true },
};

/** 配置中心 纠错词典 (src/machines/proof-dict.machine.ts). */
export const proofDictEffects = {
  actors: {
    loadDict: fromPromise(() => getProofDict()),
    saveEntry: fromPromise<unknown, { wrong: string; correct: string; note: string }>(({ input }) => putProofDictEntry(input)),
    removeEntry: fromPromise<unknown, { id: number }>(({ input }) => removeProofDictEntries([input.id])),
  },
  actions: { notify: (_: unknown, { text }: { text: string }) => toast.success(text) },
};

/** The personal centre's checks (name required, mobile and email formats), given by the screen's rules. */
export function personInfoEffects(isValid: (values: Values) => boolean) {
  return {
    actors: {
      load: fromPromise<Values>(async () => {
        const me = await getMyDetail();
        return { account: me.account, tenant: me.tenantName, name: me.webUserName, mobile: me.mobile, email: me.email, avatar: me.webUserAvatar ?? '' };
      }),
      // the mobile is changed by its own form (mobile/editOrSet), never by this save
      save: fromPromise(({ input }: { input: Values }) => editMyData({ name: (input.name ?? '').trim(), email: (input.email ?? '').trim() })),
      upload,
    },
    actions: { notify, saved: () => {} },
    guards: { valid: ({ context }: { context: { values: Values } }) => isValid(context.values) },
  };
}

/** The personal centre's avatar (src/machines/avatar-upload.machine.ts): the checked picture uploaded and saved. */
export const avatarUploadEffects = {
  actors: {
    upload: fromPromise<{ webUserAvatar: string }, { file: Blob }>(({ input }) =>
      uploadMyAvatar(input.file instanceof File ? input.file : new File([input.file], 'avatar', { type: input.file.type })),
    ),
  },
  actions: { notify },
};
