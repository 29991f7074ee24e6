/** What the shell uses of the assistant: the header button (which lazily loads the chat) and the logout hook. */
export { AssistantButton } from './assistant-button';
export { clearAssistantThread } from './thread-storage';
