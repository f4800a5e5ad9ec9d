import { installPatternEngine } from './pattern-engine.ts';
import { compileRe2Pattern } from './re2-pattern.ts';

// The unit tests run the pattern rule as the app does once a form with patterns has loaded the engine.
installPatternEngine(compileRe2Pattern);
