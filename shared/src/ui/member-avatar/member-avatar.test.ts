import { DEFAULT_AVATAR, memberAvatarSrc } from './member-avatar';

describe('memberAvatarSrc', () => {
  it("is the member's own picture, else the default avatar, never the club's", () => {
    expect(memberAvatarSrc({ userAvatar: 'iVBORw0KGgo=', userAvatarIsOwn: true })).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(memberAvatarSrc({ userAvatar: 'Q0xVQg==', userAvatarIsOwn: false })).toBe(DEFAULT_AVATAR);
    expect(memberAvatarSrc({ userAvatar: '', userAvatarIsOwn: true })).toBe(DEFAULT_AVATAR);
    expect(memberAvatarSrc(null)).toBe(DEFAULT_AVATAR);
  });
});
