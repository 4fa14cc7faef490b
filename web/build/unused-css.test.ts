import { describe, expect, it } from 'vitest';
import { dropUnusedRules } from './unused-css';

const css = `
.m_11111111{color:red}
.m_22222222{color:blue}
.m_11111111:where([data-active]) .m_22222222{color:green}
.m_22222222,.m_11111111:hover{margin:0}
:where([data-mantine-color-scheme=dark]) .m_11111111{color:white}
:root[data-mantine-color-scheme='dark']{--mantine-color-body:#000}
:root{--mantine-color-body:#fff}
.plain{padding:0}
@media (hover:hover){.m_22222222:hover{color:navy}}
@keyframes m_33333333{from{opacity:0}to{opacity:1}}
`;

describe('rules the build never uses', () => {
  it('are left out: those naming a class no script names, and the dark scheme', () => {
    const out = dropUnusedRules(css, new Set(['m_11111111']), { dark: false });
    expect(out).toContain('.m_11111111{color:red}');
    expect(out).toContain('.m_11111111:hover{margin:0}');
    expect(out).toContain(':root{--mantine-color-body:#fff}');
    expect(out).toContain('.plain{padding:0}');
    expect(out).toContain('@keyframes m_33333333{from{opacity:0}to{opacity:1}}');
    expect(out).not.toContain('m_22222222');
    expect(out).not.toContain('dark');
    // a block emptied of its rules goes too
    expect(out).not.toContain('@media');
  });

  it('are all kept when every class is used and the dark scheme is drawn', () => {
    const out = dropUnusedRules(css, new Set(['m_11111111', 'm_22222222']), { dark: true });
    expect(out).toBe(css);
  });
});
