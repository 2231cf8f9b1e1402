import { lazy } from 'react';

// The assistant's panel (and the chatbot client) downloads when the assistant is first opened.
export const ChatPanel = lazy(() => import('./panel/ChatPanel'));
