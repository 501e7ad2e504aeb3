import { describe, expect, it } from 'vitest';
import {
  mayDeleteAttachment,
  mayDeleteRecord,
  mayDeleteTask,
  mayGenerateQrTag,
  mayUpdateRecord,
  mayUpdateTask,
  type TActor,
  type TOwned,
} from './ownership.ts';
import { NO_PERMISSIONS, PERMISSION_PRESETS, type TPermissions } from './permissions.ts';

const ME = 'user-me';
const OTHER = 'user-other';

function actor(permissions: TPermissions): TActor {
  return { userId: ME, permissions };
}
const mine: TOwned = { createdBy: ME };
const theirs: TOwned = { createdBy: OTHER };
const nobodys: TOwned = { createdBy: null };
const only = (flag: keyof TPermissions) => actor({ ...NO_PERMISSIONS, [flag]: true });

type TRule = (a: TActor, item: TOwned) => boolean;

describe.each<[string, TRule, keyof TPermissions]>([
  ['mayUpdateTask', mayUpdateTask, 'canUpdateTasks'],
  ['mayDeleteTask', mayDeleteTask, 'canDeleteTasks'],
  ['mayUpdateRecord', mayUpdateRecord, 'canUpdateCraftRecords'],
  ['mayDeleteRecord', mayDeleteRecord, 'canDeleteCraftRecords'],
])('%s: the flag, or being the creator', (_name, rule, flag) => {
  it.each<[string, TActor, TOwned, boolean]>([
    ['the creator without flags', actor(NO_PERMISSIONS), mine, true],
    ['another user without flags', actor(NO_PERMISSIONS), theirs, false],
    ['another user with the flag', only(flag), theirs, true],
    ['the creator with the flag', only(flag), mine, true],
    ['nobody created it, no flags', actor(NO_PERMISSIONS), nobodys, false],
    ['nobody created it, with the flag', only(flag), nobodys, true],
    ['a site admin, created by another', actor(PERMISSION_PRESETS.siteAdmin), theirs, true],
  ])('%s', (_case, who, item, expected) => {
    expect(rule(who, item)).toBe(expected);
  });

  it('no other flag stands in for it', () => {
    const allButThis = actor(
      Object.fromEntries(
        Object.keys(NO_PERMISSIONS).map((f) => [f, f !== flag]),
      ) as unknown as TPermissions,
    );
    expect(rule(allButThis, theirs)).toBe(false);
  });
});

describe('the presets (User Roles & Permissions)', () => {
  it.each<[string, TPermissions, boolean, boolean]>([
    ['foreman', PERMISSION_PRESETS.foreman, true, false],
    ['plant user', PERMISSION_PRESETS.plantUser, true, false],
    ['site admin', PERMISSION_PRESETS.siteAdmin, true, true],
  ])("a %s on another's task and record: update %s, delete %s", (_n, p, update, del) => {
    expect([mayUpdateTask(actor(p), theirs), mayUpdateRecord(actor(p), theirs)]).toEqual([
      update,
      update,
    ]);
    expect([mayDeleteTask(actor(p), theirs), mayDeleteRecord(actor(p), theirs)]).toEqual([
      del,
      del,
    ]);
  });
});

describe('mayGenerateQrTag: canUpdateCraftRecords alone', () => {
  it.each<[string, TActor, boolean]>([
    ['without flags', actor(NO_PERMISSIONS), false],
    ['with canUpdateCraftRecords', only('canUpdateCraftRecords'), true],
    ['with canUpdateTasks only', only('canUpdateTasks'), false],
    ['a foreman', actor(PERMISSION_PRESETS.foreman), true],
  ])('%s', (_case, who, expected) => {
    expect(mayGenerateQrTag(who)).toBe(expected);
  });
});

describe('mayDeleteAttachment: its uploader, or whoever may change the record', () => {
  it.each<[string, TActor, TOwned, TOwned, boolean]>([
    ['the uploader on a record of another', actor(NO_PERMISSIONS), theirs, mine, true],
    ["the record's creator, uploaded by another", actor(NO_PERMISSIONS), mine, theirs, true],
    ['with canUpdateCraftRecords', only('canUpdateCraftRecords'), theirs, theirs, true],
    ['neither, without flags', actor(NO_PERMISSIONS), theirs, theirs, false],
    ['with only canDeleteCraftRecords', only('canDeleteCraftRecords'), theirs, theirs, false],
    ['an upload of nobody', actor(NO_PERMISSIONS), theirs, nobodys, false],
  ])('%s', (_case, who, record, attachment, expected) => {
    expect(mayDeleteAttachment(who, record, attachment)).toBe(expected);
  });
});
