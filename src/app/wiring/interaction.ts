// The interaction area's machines with their real effects (docs/wiring.md).
import { commentQueueMachine } from '../../machines/comment-queue.machine.js';
import { forbiddenListMachine } from '../../machines/forbidden-list.machine.js';
import { newsCommentsMachine } from '../../machines/news-comments.machine.js';
import { newsReactionsMachine } from '../../machines/news-reactions.machine.js';
import { interactionEffects } from '../../services/interaction/effects.js';

export const interactionLogic = {
  newsComments: newsCommentsMachine.provide(interactionEffects.newsComments),
  newsReactions: newsReactionsMachine.provide(interactionEffects.newsReactions),
  commentQueue: commentQueueMachine.provide(interactionEffects.commentQueue),
  forbiddenList: forbiddenListMachine.provide(interactionEffects.forbiddenList),
};

declare module '../../ui/logic.js' {
  interface Logic {
    newsComments: typeof newsCommentsMachine;
    newsReactions: typeof newsReactionsMachine;
    commentQueue: typeof commentQueueMachine;
    forbiddenList: typeof forbiddenListMachine;
  }
}
