import type { BrowserContext } from 'playwright-core';

/**
 * Offline, https://apis.google.com/js/api.js is out of reach, yet the Firebase SDK (in the
 * site) and the Auth emulator's helper iframe both need its gapi.iframes to pass the popup's
 * sign-in result back. This stand-in implements the few calls they make over postMessage:
 * load, getContext().open() (an iframe with ping, restyle, register, send) and
 * getContext().getParentIframe() (register, send).
 */
const GAPI_STAND_IN = String.raw`
(function () {
  if (window.gapi && window.gapi.__standIn) return;
  var TAG = '__gapiStandIn';
  var handlers = {};
  var queued = {};
  var pending = {};
  var readyWaiters = [];
  var nextId = 0;

  function safely(run) {
    try { return run(); } catch (error) { console.warn('gapi stand-in callback failed', error); }
  }

  function deliver(name, data, source, id) {
    var response = safely(function () { return handlers[name](data); });
    source.postMessage({ tag: TAG, kind: 'reply', id: id, responses: [response] }, '*');
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.tag !== TAG) return;
    if (message.kind === 'send') {
      if (handlers[message.name]) deliver(message.name, message.data, event.source, message.id);
      else (queued[message.name] = queued[message.name] || []).push([message.data, event.source, message.id]);
    } else if (message.kind === 'reply' && pending[message.id]) {
      var callback = pending[message.id];
      delete pending[message.id];
      safely(function () { callback(message.responses); });
    } else if (message.kind === 'ready') {
      readyWaiters.forEach(function (waiter) { waiter(event.source); });
    }
  });

  function channel(peer) {
    return {
      register: function (name, handler) {
        handlers[name] = handler;
        (queued[name] || []).forEach(function (entry) { deliver(name, entry[0], entry[1], entry[2]); });
        delete queued[name];
      },
      send: function (name, data, callback) {
        var id = 'm' + (nextId++) + '-' + Math.random();
        if (callback) pending[id] = callback;
        peer().postMessage({ tag: TAG, kind: 'send', id: id, name: name, data: data }, '*');
      },
    };
  }

  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (key) {
        if (key === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(key, attributes[key]);
      });
      var ready = new Promise(function (resolve) {
        readyWaiters.push(function (source) { if (source === frame.contentWindow) resolve(); });
      });
      var iframe = channel(function () { return frame.contentWindow; });
      iframe.restyle = function () { return Promise.resolve(); };
      iframe.ping = function (callback) { return ready.then(function () { if (callback) callback(); }); };
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
    },
    getParentIframe: function () {
      window.parent.postMessage({ tag: TAG, kind: 'ready' }, '*');
      return channel(function () { return window.parent; });
    },
  };

  window.gapi = {
    __standIn: true,
    load: function (_name, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () { if (callback) callback(); }, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
      getContext: function () { return context; },
    },
  };

  // The SDK names its callback in ?onload=; the emulator's iframe defines gapi_onload.
  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
`;

/** Answers api.js with the stand-in in every page and frame of the context. */
export async function installGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
}
