// A bare Node `http` server that answers every request 404 with the API's envelope, in a process of its
// own: the floor of an HTTP answer on this machine, beside which the API's own 404 is measured (issue 28:
// the framework's overhead). Prints `listening <port>` once it listens on 127.0.0.1.
import http from 'node:http';

const body = JSON.stringify({ code: '404', message: 'Not found', data: null });
const server = http.createServer((req, res) => {
  req.resume();
  res.writeHead(404, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
});
server.keepAliveTimeout = 5000;
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
