// The common kinds of contract entry, so an entry reads as one line.

/** An endpoint that takes no query and no body, answering 200. */
export type NoInput<Auth extends 'signed-in' | 'admin', Answer> = {
  auth: Auth;
  success: 200;
  query: never;
  body: never;
  answer: Answer;
};

/** An endpoint with a JSON body, answering 200. */
export type WithBody<Auth extends 'none' | 'signed-in' | 'optional' | 'admin', Body, Answer> = {
  auth: Auth;
  success: 200;
  query: never;
  body: Body;
  answer: Answer;
};

/** An endpoint with a query string (the schema fills in what is left out), answering 200. */
export type WithQuery<Auth extends 'signed-in' | 'admin', Q, Answer> = {
  auth: Auth;
  success: 200;
  query: Partial<Q>;
  body: never;
  answer: Answer;
};
