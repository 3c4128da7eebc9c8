import {
  changedPlaySchema,
  changePlayRequestSchema,
  diaryPageSchema,
  diaryQuerySchema,
  loggedPlaySchema,
  logPlayRequestSchema,
  markEpisodesRequestSchema,
  markedEpisodesSchema,
  PLAYS_ENDPOINTS,
  playParamsSchema,
  showParamsSchema,
  showProgressSchema,
  showStoppedRequestSchema,
  showsProgressSchema,
  titleParamsSchema,
  titlePlaysSchema,
  trackingSettingsSchema,
  unmarkEpisodesRequestSchema,
  updateTrackingSettingsRequestSchema,
  upNextSchema,
  watchedKeysSchema,
} from '@watchify/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlaysService } from './plays.service.js';

const tags = ['plays'];

/**
 * The signed-in user's own plays. There is no user id in any path: every route acts on the session's user, so nobody
 * can read or change another person's diary (visitors get 401, someone else's play is a 404).
 */
export const playsRoutes: FastifyPluginAsyncZod<{ plays: PlaysService }> = async (app, { plays }) => {
  app.post(
    PLAYS_ENDPOINTS.plays,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Log a play: I watched this title (once per requestId)',
        body: logPlayRequestSchema,
        response: { 200: loggedPlaySchema, 201: loggedPlaySchema },
      },
    },
    async (request, reply) => {
      const logged = await plays.log(request.member.id, request.body);
      return reply.status(logged.created ? 201 : 200).send(logged);
    },
  );

  app.get(
    PLAYS_ENDPOINTS.plays,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'A page of my diary, newest first, narrowed by year, kind or genre',
        querystring: diaryQuerySchema,
        response: { 200: diaryPageSchema },
      },
    },
    async (request) => plays.diary(request.member.id, request.query),
  );

  // Like the watchlist's keys: one compact list per session tells every card whether its title was watched.
  app.get(
    PLAYS_ENDPOINTS.keys,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'The ids of every title I have watched, by type (for the cards)',
        response: { 200: watchedKeysSchema },
      },
    },
    async (request) => plays.keys(request.member.id),
  );

  app.get(
    PLAYS_ENDPOINTS.settings,
    {
      config: { access: 'member' },
      schema: { tags, summary: 'My tracking settings', response: { 200: trackingSettingsSchema } },
    },
    async (request) => plays.settings(request.member.id),
  );

  app.put(
    PLAYS_ENDPOINTS.settings,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Change my tracking settings (what watching does to the watchlist; whether watched titles still show)',
        body: updateTrackingSettingsRequestSchema,
        response: { 200: trackingSettingsSchema },
      },
    },
    async (request) => plays.updateSettings(request.member.id, request.body),
  );

  app.patch(
    PLAYS_ENDPOINTS.play,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: "Change a play's date or rewatch mark",
        params: playParamsSchema,
        body: changePlayRequestSchema,
        response: { 200: changedPlaySchema },
      },
    },
    async (request) => ({ play: await plays.change(request.member.id, request.params.playId, request.body) }),
  );

  app.delete(
    PLAYS_ENDPOINTS.play,
    {
      config: { access: 'member' },
      schema: { tags, summary: 'Delete a play from my diary', params: playParamsSchema },
    },
    async (request, reply) => {
      await plays.remove(request.member.id, request.params.playId);
      return reply.status(204).send();
    },
  );

  app.get(
    PLAYS_ENDPOINTS.titlePlays,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'My plays of this title, newest first',
        params: titleParamsSchema,
        response: { 200: titlePlaysSchema },
      },
    },
    async (request) => plays.ofTitle(request.member.id, request.params),
  );

  app.post(
    PLAYS_ENDPOINTS.episodes,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: "Mark a season's aired episodes watched, or every aired one up to an episode (once per requestId)",
        body: markEpisodesRequestSchema,
        response: { 200: markedEpisodesSchema },
      },
    },
    async (request) => plays.markEpisodes(request.member.id, request.body),
  );

  app.delete(
    PLAYS_ENDPOINTS.episodes,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: "Uncheck a season's episodes, every episode up to one, or one episode",
        body: unmarkEpisodesRequestSchema,
        response: { 200: markedEpisodesSchema },
      },
    },
    async (request) => plays.unmarkEpisodes(request.member.id, request.body),
  );

  app.get(
    PLAYS_ENDPOINTS.showProgress,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'My progress in a show: episodes watched of those aired, its state, the next episode',
        params: showParamsSchema,
        response: { 200: showProgressSchema },
      },
    },
    async (request) => plays.progress(request.member.id, request.params.id),
  );

  app.get(
    PLAYS_ENDPOINTS.showsProgress,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'My counts and state in every show I have watched episodes of',
        response: { 200: showsProgressSchema },
      },
    },
    async (request) => plays.showsProgress(request.member.id),
  );

  app.put(
    PLAYS_ENDPOINTS.showStopped,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'I stopped watching this show (hidden from Up Next, kept in my diary), or I take it up again',
        params: showParamsSchema,
        body: showStoppedRequestSchema,
        response: { 200: showProgressSchema },
      },
    },
    async (request) => plays.setStopped(request.member.id, request.params.id, request.body.stopped),
  );

  app.get(
    PLAYS_ENDPOINTS.upNext,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Up Next: the shows I am watching with their next episode, and those coming soon',
        response: { 200: upNextSchema },
      },
    },
    async (request) => plays.upNext(request.member.id),
  );
};
