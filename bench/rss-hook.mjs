// Loaded with --import into a measured process: reports its peak resident set size when it exits.
process.on('exit', () => {
  process.stderr.write(`\n__BENCH_MAXRSS_KB=${process.resourceUsage().maxRSS}\n`);
});
