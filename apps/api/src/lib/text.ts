// The folding rule lives in the contract, so the web app's FAQ search folds text exactly like the API's search.
export { foldForSearch } from '@watchify/contract';
