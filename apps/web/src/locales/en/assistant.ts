/** The floating assistant (spec §2 Chat assistant, §8; issue 5 §3). */
export const assistant = {
  open: 'Open the AI assistant',
  title: 'AI assistant',
  minimize: 'Minimize the assistant',
  messages: 'Conversation with the assistant',
  inputLabel: 'Your question',
  placeholder: 'Ask about a movie, a show or Watchify…',
  send: 'Send',
  you: 'You',
  bot: 'Assistant',
  thinking: 'The assistant is typing…',
  loading: 'Loading the assistant…',
  /** The five greeting messages the panel starts with (spec §2: the product, how to register, how to sign in). */
  greetings: {
    hello: "Hello! I'm the Watchify assistant.",
    product:
      'Watchify helps you discover movies and TV shows, get recommendations, keep a watchlist, rate and comment on titles, and chat with your friends.',
    register:
      "To register, click 'Sign In' in the menu at the top and then 'Create an account'. Enter your details, pick your favourite genres and titles, and you are in.",
    signIn: "Already have an account? Click 'Sign In' in the menu at the top and enter your e-mail and password.",
    ask: "Ask me about our catalog, for example 'How long is Inception?' or 'Recommend a comedy from the 90s'.",
  },
  errors: {
    failed: 'An error occurred, please try again later.',
  },
};
