import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPatternEngine } from '../../schemas/patterns/pattern-engine.ts';
import { applyLook, readLook } from './look.ts';
import { Playground } from './playground.tsx';
import { GALLERY_PRESET, PRESETS, presetById } from './presets.ts';
import '../styles/theme.css';
import './playground.css';

const query = new URLSearchParams(window.location.search);
const preset = presetById(query.get('preset')) ?? presetById(GALLERY_PRESET) ?? PRESETS[0];
const container = document.getElementById('root');
if (container === null || preset === undefined) throw new Error('The playground page has no #root element or no preset.');
const look = readLook(window.location.search);
// Before the first paint, so a dark or right-to-left screenshot never catches the default look.
applyLook(look);
// QA pastes descriptors with any regexp, so the engine is there before the first compile.
await loadPatternEngine();
createRoot(container).render(
  <StrictMode>
    <Playground start={{ preset, look }} />
  </StrictMode>,
);
