import { defineProject } from 'vitest/config';
import { freshModuleFiles, webProject } from './vitest.shared';

// The web tests that need modules of their own (they switch the language or replace a module): each file in a
// fresh worker (decision 0128).
export default defineProject(webProject({ name: 'web-fresh', include: freshModuleFiles }));
