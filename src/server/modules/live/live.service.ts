/**
 * What other modules use of the live pages: publish at their writes, the channel names, and
 * whether a person is watching a channel now (for the notifications).
 */
export {
  auctionChannel,
  chatChannel,
  consultationChannel,
  type LiveChannel,
  type LiveKind,
} from './channels.js';
export { isWatching } from './presence.js';
export { publish } from './publish.js';
