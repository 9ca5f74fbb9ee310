import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Controller, Delete, Module, Param, Post, Put } from '@nestjs/common';
import { ReviewVoteResultSchema } from '@hotsprings/contracts';
import { HealthModule } from '../health/health.module';
import { serviceLoggerModule } from '../logging/logger.module';
import { OPENAPI_PATH } from '../openapi/openapi-path';
import { httpCall, httpOk } from '../testing/http-call';
import { useModuleApp } from '../testing/use-service-under-test';
import { CastsVote } from '../votes/vote-route';
import { type Caller, CurrentCaller } from './caller';
import { authoredBy, DeletesOwn, EditsOwn, MembersOnly } from './member-routes';

// Notes written by member 1; the routes act as a service's would, through authoredBy.
const NOTES = new Map([['7', { id: '7', userId: '1' }]]);
const noteFor = (caller: Caller, id: string, action: 'edit' | 'delete') =>
  authoredBy(caller, NOTES.get(id), 'userId', 'note', action);

@Controller('api/notes')
class NotesController {
  @Put(':id')
  @EditsOwn('note', "Edits the caller's note")
  edit(@Param('id') id: string, @CurrentCaller() caller: Caller) {
    return noteFor(caller, id, 'edit');
  }

  @Delete(':id')
  @DeletesOwn('note')
  remove(@Param('id') id: string, @CurrentCaller() caller: Caller): void {
    noteFor(caller, id, 'delete');
  }

  @Post(':id/vote')
  @CastsVote('note', 'Votes on a note', ReviewVoteResultSchema)
  vote(@Param('id') id: string) {
    return { id };
  }
}

@Controller('api/drafts')
@MembersOnly()
class DraftsController {
  @Post()
  write() {
    return { written: true };
  }
}

@Module({
  imports: [serviceLoggerModule('notes', 'warn'), HealthModule],
  controllers: [NotesController, DraftsController],
})
class NotesModule {}

const notes = useModuleApp(NotesModule);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads the document freely
const documentPaths = async (): Promise<any> =>
  ((await httpOk(notes.url, 'GET', OPENAPI_PATH)) as { paths: unknown }).paths;

const as = (id: string) => ({ headers: { 'x-user-id': id, 'x-username': `member${id}` } });

test('every member route refuses a signed-out caller, on a method or on a whole controller', async () => {
  for (const [method, path] of [
    ['PUT', '/api/notes/7'],
    ['DELETE', '/api/notes/7'],
    ['POST', '/api/notes/7/vote'],
    ['POST', '/api/drafts'],
  ]) {
    const res = await httpCall(notes.url, method!, path!);
    assert.deepEqual([res.status, res.body.error], [401, 'You must be logged in.'], path);
  }
  assert.equal((await httpCall(notes.url, 'POST', '/api/drafts', as('2'))).status, 201);
});

test("only the author edits or deletes: 404 for none, 403 for another's, in the words documented", async () => {
  const refusals = [
    [await httpCall(notes.url, 'PUT', '/api/notes/8', as('1')), 404, 'Note not found.'],
    [
      await httpCall(notes.url, 'PUT', '/api/notes/7', as('2')),
      403,
      'You can only edit your own notes.',
    ],
    [
      await httpCall(notes.url, 'DELETE', '/api/notes/7', as('2')),
      403,
      'You can only delete your own notes.',
    ],
  ] as const;
  for (const [res, status, words] of refusals) {
    assert.deepEqual([res.status, res.body.error], [status, words]);
  }
  const edit = (await documentPaths())['/api/notes/{id}'].put.responses;
  assert.equal(edit['403'].description, 'You can only edit your own notes. (code `forbidden`)');
  assert.equal(edit['404'].description, 'Note not found. (code `not_found`)');
  assert.deepEqual(
    (await httpCall(notes.url, 'PUT', '/api/notes/7', as('1'))).body,
    NOTES.get('7'),
  );
  const removed = await httpCall(notes.url, 'DELETE', '/api/notes/7', as('1'));
  assert.equal(removed.status, 204);
});

test('the document gives each member route its 401, and the answers the decorators promise', async () => {
  const paths = await documentPaths();
  const operations = [
    paths['/api/notes/{id}'].put,
    paths['/api/notes/{id}'].delete,
    paths['/api/notes/{id}/vote'].post,
    paths['/api/drafts'].post,
  ];
  for (const operation of operations) {
    assert.equal(
      operation.responses['401'].description,
      'You must be logged in. (code `unauthenticated`)',
    );
  }
  assert.deepEqual(Object.keys(paths['/api/notes/{id}'].delete.responses).sort(), [
    '204',
    '401',
    '403',
    '404',
  ]);
  const vote = paths['/api/notes/{id}/vote'].post;
  assert.equal(vote.summary, 'Votes on a note');
  assert.deepEqual(Object.keys(vote.responses).sort(), ['200', '401', '403', '404']);
  assert.equal(
    vote.responses['403'].description,
    'You cannot vote on your own note. (code `forbidden`)',
  );
});
