// The 预警 message (docs/interaction.md): a reader's text refused for a forbidden word.
import type { FastifyInstance } from 'fastify';
import { notifyAggregate } from './notify.js';
import { INTERACTION_MENUS, INTERACTION_TEXTS as T } from '../../shared/interaction.js';
import { WARNING_MESSAGE_TYPE } from '../../shared/reactions.js';

/** The ref key of the 预警 message about refused texts (read by opening the forbidden words). */
export const WARNING_REF = 'warning:forbidden-words';

/**
 * A reader's text was refused for a forbidden word: the holders of the forbidden-words screen get
 * a 预警 message (one unread at a time, rewritten with the latest) linking to that screen.
 * `what` names the text (评论《…》, 问政, 投稿). Never throws.
 */
export async function warnRefused(app: FastifyInstance, tenantId: number, what: string) {
  try {
    const to = await app.repos.contentItems.holdersOf(tenantId, INTERACTION_MENUS.words.path);
    if (!to.length) return;
    await notifyAggregate(app, tenantId, to, {
      msgType: WARNING_MESSAGE_TYPE,
      title: T.warningTitle,
      viewContent: T.warningBody(what),
      link: INTERACTION_MENUS.words.path,
      senderId: 0,
      refKey: WARNING_REF,
    });
  } catch (err) {
    app.log.warn({ err }, 'warning notice failed');
  }
}
