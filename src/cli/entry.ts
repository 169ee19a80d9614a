// Process entry of the compiled CLI.
import { main } from './main';

await main(process.argv);
