import { describe, expect, it } from 'vitest';
import { testUsers } from '@/test/users';
import { hasRole, roleOf, type RouteGuard } from './roles';

describe('roleOf', () => {
  it('maps tip 1, 2, 3 to student, teacher, collaborator', () => {
    expect(roleOf(testUsers.student)).toBe('student');
    expect(roleOf(testUsers.teacher)).toBe('teacher');
    expect(roleOf(testUsers.collaborator)).toBe('collaborator');
    expect(roleOf(null)).toBeNull();
  });
});

describe('hasRole', () => {
  const guards: RouteGuard[] = [
    'public',
    'authenticated',
    'student',
    'teacher',
    'adminType',
    'psychologist',
    'superadmin',
  ];
  const table: Record<string, RouteGuard[]> = {
    anonymous: ['public'],
    student: ['public', 'authenticated', 'student'],
    teacher: ['public', 'authenticated', 'teacher'],
    collaborator: ['public', 'authenticated', 'adminType'],
    psychologist: ['public', 'authenticated', 'adminType', 'psychologist'],
    superadmin: ['public', 'authenticated', 'adminType', 'superadmin'],
  };

  it.each(Object.entries(table))('%s passes exactly its guards', (who, allowed) => {
    const user = who === 'anonymous' ? null : testUsers[who as keyof typeof testUsers];
    expect(guards.filter((guard) => hasRole(user, guard))).toEqual(allowed);
  });

  it('refuses the superadmin area to a superadmin flag without the admin-type flag', () => {
    expect(hasRole({ ...testUsers.superadmin, esAdministrativo: false }, 'superadmin')).toBe(false);
  });

  it('refuses the psychologists\' area to a psychologist flag without the admin-type flag', () => {
    expect(hasRole({ ...testUsers.psychologist, esAdministrativo: false }, 'psychologist')).toBe(
      false,
    );
  });
});
