/**
 * Issue 28, decision 061: a title's facets gain a token per genre with its rating bucket (`=g18r7`). The facets'
 * definition changes again, so both engines' facet columns are defined and indexed again, as decision 059's
 * migration does it.
 */
export { up } from './20261204000100-combined-search-facets.js';
