// Types of eslint.boundaries.js, for the test that checks its feature graph.
import type { Linter } from 'eslint';

/** Which feature may import which other one (a graph without cycles). */
export declare const FEATURE_DEPENDENCIES: Record<string, readonly string[]>;

declare const config: Linter.Config[];
export default config;
