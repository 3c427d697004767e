import { defineCall } from './call';
import type {
  adviceListResponse,
  feedbackListResponse,
  giveAdviceBody,
  giveFeedbackBody,
  guestDevelopmentResponse,
  guestOkResponse,
  remindBody,
  sprintIdQuery,
} from './sprint-feedback';

const B = '/api/team';

/** Crew feedback and advice: the person's lists and the crew member's guest calls (the link's token as bearer). */
export const sprintFeedbackCalls = {
  feedback: defineCall<{ query: typeof sprintIdQuery; response: typeof feedbackListResponse }>(
    'GET',
    `${B}/feedback/findAll`,
  ),
  advice: defineCall<{ query: typeof sprintIdQuery; response: typeof adviceListResponse }>(
    'GET',
    `${B}/advice/findAll`,
  ),
  guestView: defineCall<{ response: typeof guestDevelopmentResponse }>('GET', `${B}/guest/development`),
  guestFeedback: defineCall<{ body: typeof giveFeedbackBody; response: typeof guestOkResponse }>(
    'POST',
    `${B}/guest/development/feedback`,
  ),
  guestAdvice: defineCall<{ body: typeof giveAdviceBody; response: typeof guestOkResponse }>(
    'POST',
    `${B}/guest/development/advice`,
  ),
  guestRemind: defineCall<{ body: typeof remindBody; response: typeof guestOkResponse }>(
    'POST',
    `${B}/guest/development/remind`,
  ),
};
