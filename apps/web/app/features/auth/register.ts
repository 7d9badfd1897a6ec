// The registration's pages (docs/product.md §2 Registration), for the server and the components.
export const STEP2_PATH = '/register/employment';
export const VERIFY_PATH = '/register/verify';
