import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/envelope';
import { assertMemberNumber, currentUser } from '../../lib/ownership';
import { countUpload } from '../../lib/quotas';
import {
  avatarSchema,
  getGuardianSchema,
  getProfileSchema,
  getProspectProfileSchema,
  saveGuardianSchema,
  saveProfileSchema,
  saveProspectProfileSchema,
} from './schema';
import * as service from './service';

export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { preHandler: app.requireUser };
  // Each kind of user has its own profile endpoint (docs/spec/account-core.md §6).
  const members = { config: { access: { who: ['member' as const] } } };
  const prospects = { config: { access: { who: ['prospect' as const] } } };
  const guardians = { config: { access: { who: ['guardian' as const] } } };

  app.get('/profile/:memberNumber/:width/:height', { ...members, schema: getProfileSchema, ...auth }, async (request, reply) => {
    const user = assertMemberNumber(request, request.params.memberNumber);
    return ok(reply, await service.getProfile(app.db, user, request.params.width, request.params.height));
  });

  app.get('/prospect-profile/:memberNumber/:width/:height', { ...prospects, schema: getProspectProfileSchema, ...auth }, async (request, reply) => {
    const user = assertMemberNumber(request, request.params.memberNumber);
    return ok(reply, await service.getProspectProfile(app.db, user, request.params.width, request.params.height));
  });

  app.post('/profile', { ...members, schema: saveProfileSchema, ...auth }, async (request, reply) => {
    const user = assertMemberNumber(request, request.body.memberNumber);
    return ok(reply, await service.saveProfile(app.db, user, request.body));
  });

  app.post('/prospect-profile', { ...prospects, schema: saveProspectProfileSchema, ...auth }, async (request, reply) => {
    const user = assertMemberNumber(request, request.body.memberNumber);
    return ok(reply, await service.saveProspectProfile(app.db, user, request.body));
  });

  app.post('/profile/avatar', { ...members, schema: avatarSchema, ...auth }, async (request, reply) => {
    await countUpload(app.db, currentUser(request));
    return ok(reply, await service.saveAvatar(app.db, request.user!, request.body.image));
  });

  app.get('/student-guardian-profile/:memberNumber', { ...guardians, schema: getGuardianSchema, ...auth }, async (request, reply) => {
    const user = assertMemberNumber(request, request.params.memberNumber);
    return ok(reply, await service.getGuardianProfile(app.db, user));
  });

  app.post('/student-guardian-profile', { ...guardians, schema: saveGuardianSchema, ...auth }, async (request, reply) => {
    const user = assertMemberNumber(request, request.body.userId);
    return ok(reply, await service.saveGuardianProfile(app.db, user, request.body));
  });
};
