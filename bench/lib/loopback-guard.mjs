// Preloaded into every server the bench starts (NODE_OPTIONS=--import): any host name that is
// not loopback fails to resolve, so a server under load can never send traffic off this machine
// (a YouTube thumbnail fetched by the image optimizer, a mail provider left at its default URL).
import dns from "node:dns";
import { syncBuiltinESMExports } from "node:module";

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;

function refused(hostname) {
  const error = new Error(`getaddrinfo ENOTFOUND ${hostname} (bench: loopback only)`);
  error.code = "ENOTFOUND";
  error.hostname = hostname;
  return error;
}

const originalLookup = dns.lookup;
dns.lookup = function guardedLookup(hostname, options, callback) {
  const cb = typeof options === "function" ? options : callback;
  if (!LOOPBACK.test(String(hostname))) {
    process.nextTick(() => cb(refused(hostname)));
    return undefined;
  }
  return originalLookup.call(this, hostname, options, callback);
};

const originalPromiseLookup = dns.promises.lookup;
dns.promises.lookup = function guardedPromiseLookup(hostname, options) {
  if (!LOOPBACK.test(String(hostname))) return Promise.reject(refused(hostname));
  return originalPromiseLookup.call(this, hostname, options);
};

syncBuiltinESMExports();
