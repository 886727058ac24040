// Client code that validates with zod imports it through here, so zod is configured for the CSP
// before its first parse, and zod stays out of the first-load bundle.
import './zod-config';

export { zodResolver } from '@hookform/resolvers/zod';
export { z } from 'zod';
