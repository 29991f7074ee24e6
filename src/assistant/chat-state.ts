import type { ChatMessage } from './chat-message';

/**
 * Where the conversation stands: asking for a thread, loading its history, waiting for the silent
 * greeting's answer, ready, or without a thread because the thread request failed.
 */
export type ChatPhase = 'starting' | 'loading' | 'greeting' | 'ready' | 'failed';

export type ChatState = {
  phase: ChatPhase;
  threadId?: string;
  messages: ChatMessage[];
  /** A reply to one of the user's messages is on its way. */
  replyPending: boolean;
};

export type ChatAction =
  | { type: 'start' }
  | { type: 'threadFailed' }
  | { type: 'threadCreated'; threadId: string }
  | { type: 'resume'; threadId: string }
  | { type: 'historyLoaded'; threadId: string; messages: ChatMessage[] }
  | { type: 'historyFailed'; threadId: string }
  | { type: 'welcomed'; threadId: string; reply?: ChatMessage }
  | { type: 'sending'; threadId: string; message: ChatMessage }
  | { type: 'replied'; threadId: string; id: string; reply: ChatMessage }
  | { type: 'sendFailed'; threadId: string; id: string };

export const INITIAL_CHAT_STATE: ChatState = { phase: 'starting', messages: [], replyPending: false };

const withDelivery = (messages: ChatMessage[], id: string, delivery: ChatMessage['delivery']) =>
  messages.map((message) => (message.id === id ? { ...message, delivery } : message));

/**
 * The conversation's transitions. Answers that arrive for another thread than the current one
 * (after a restart) are ignored.
 */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'start':
      return INITIAL_CHAT_STATE;
    case 'threadFailed':
      return { ...INITIAL_CHAT_STATE, phase: 'failed' };
    case 'threadCreated':
      return { ...INITIAL_CHAT_STATE, phase: 'greeting', threadId: action.threadId };
    case 'resume':
      return { ...INITIAL_CHAT_STATE, phase: 'loading', threadId: action.threadId };
    default:
      return action.threadId === state.threadId ? threadReducer(state, action) : state;
  }
}

type ThreadAction = Exclude<ChatAction, { type: 'start' | 'threadFailed' | 'threadCreated' | 'resume' }>;

/** The transitions within the current thread. */
function threadReducer(state: ChatState, action: ThreadAction): ChatState {
  switch (action.type) {
    case 'historyLoaded':
      return { ...state, phase: 'ready', messages: action.messages };
    case 'historyFailed':
      return { ...state, phase: 'ready' };
    case 'welcomed':
      return { ...state, phase: 'ready', messages: action.reply ? [action.reply] : [] };
    case 'sending':
      // A retried message moves to the end: it is never in the list twice.
      return {
        ...state,
        replyPending: true,
        messages: [...state.messages.filter(({ id }) => id !== action.message.id), action.message],
      };
    case 'replied':
      return {
        ...state,
        replyPending: false,
        messages: [...withDelivery(state.messages, action.id, undefined), action.reply],
      };
    case 'sendFailed':
      return { ...state, replyPending: false, messages: withDelivery(state.messages, action.id, 'failed') };
    default:
      return state;
  }
}

/** Whether a new message may go out now: a thread exists, nothing is pending (CHAT-04). */
export const isReadyToSend = (state: ChatState): boolean => state.phase === 'ready' && !state.replyPending;

/** Whether the loading indicator shows: a thread, its history or a reply is on its way. */
export const isBusy = (state: ChatState): boolean =>
  (state.phase !== 'ready' && state.phase !== 'failed') || state.replyPending;
