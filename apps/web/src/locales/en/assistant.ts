/** The floating assistant (product §2 Chat assistant, §8). */
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
  /**
   * The greeting messages the panel starts with. A visitor gets the spec's five (§2: the product, how to register,
   * how to sign in); a signed-in member gets helloMember, product, member and ask instead.
   */
  greetings: {
    hello: "Hello! I'm the Watchify assistant.",
    helloMember: "Hello, {{name}}! I'm the Watchify assistant.",
    product:
      'Watchify helps you discover movies and TV shows, get recommendations, keep a watchlist, rate and comment on titles, and chat with your friends.',
    register:
      "To register, click 'Sign In' in the menu at the top and then 'Create an account'. Enter your details, pick your favourite genres and titles, and you are in.",
    signIn: "Already have an account? Click 'Sign In' in the menu at the top and enter your e-mail and password.",
    member:
      "You're signed in, so you can ask me what's on your watchlist. Your recommendations, friends and chats are in the menu at the top.",
    ask: "Ask me about our catalog, for example 'How long is Inception?' or 'Recommend a comedy from the 90s'.",
  },
  errors: {
    failed: 'An error occurred, please try again later.',
  },
};
