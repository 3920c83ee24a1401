#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
const __WEBPACK_EXTERNAL_require = __WEBPACK_EXTERNAL_createRequire(import.meta.url);
/******/ var __webpack_modules__ = ({

/***/ 763:
/***/ ((module) => {

/**
 * Base-N/Base-X encoding/decoding functions.
 *
 * Original implementation from base-x:
 * https://github.com/cryptocoinjs/base-x
 *
 * Which is MIT licensed:
 *
 * The MIT License (MIT)
 *
 * Copyright base-x contributors (c) 2016
 *
 * Permission is hereby granted, free of charge, to any person obtaining a copy
 * of this software and associated documentation files (the "Software"), to deal
 * in the Software without restriction, including without limitation the rights
 * to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
 * copies of the Software, and to permit persons to whom the Software is
 * furnished to do so, subject to the following conditions:
 *
 * The above copyright notice and this permission notice shall be included in
 * all copies or substantial portions of the Software.
 *
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 * IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
 * FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
 * AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
 * LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING
 * FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER
 * DEALINGS IN THE SOFTWARE.
 */
var api = {};
module.exports = api;

// baseN alphabet indexes
var _reverseAlphabets = {};

/**
 * BaseN-encodes a Uint8Array using the given alphabet.
 *
 * @param input the Uint8Array to encode.
 * @param maxline the maximum number of encoded characters per line to use,
 *          defaults to none.
 *
 * @return the baseN-encoded output string.
 */
api.encode = function(input, alphabet, maxline) {
  if(typeof alphabet !== 'string') {
    throw new TypeError('"alphabet" must be a string.');
  }
  if(maxline !== undefined && typeof maxline !== 'number') {
    throw new TypeError('"maxline" must be a number.');
  }

  var output = '';

  if(!(input instanceof Uint8Array)) {
    // assume forge byte buffer
    output = _encodeWithByteBuffer(input, alphabet);
  } else {
    var i = 0;
    var base = alphabet.length;
    var first = alphabet.charAt(0);
    var digits = [0];
    for(i = 0; i < input.length; ++i) {
      for(var j = 0, carry = input[i]; j < digits.length; ++j) {
        carry += digits[j] << 8;
        digits[j] = carry % base;
        carry = (carry / base) | 0;
      }

      while(carry > 0) {
        digits.push(carry % base);
        carry = (carry / base) | 0;
      }
    }

    // deal with leading zeros
    for(i = 0; input[i] === 0 && i < input.length - 1; ++i) {
      output += first;
    }
    // convert digits to a string
    for(i = digits.length - 1; i >= 0; --i) {
      output += alphabet[digits[i]];
    }
  }

  if(maxline) {
    var regex = new RegExp('.{1,' + maxline + '}', 'g');
    output = output.match(regex).join('\r\n');
  }

  return output;
};

/**
 * Decodes a baseN-encoded (using the given alphabet) string to a
 * Uint8Array.
 *
 * @param input the baseN-encoded input string.
 *
 * @return the Uint8Array.
 */
api.decode = function(input, alphabet) {
  if(typeof input !== 'string') {
    throw new TypeError('"input" must be a string.');
  }
  if(typeof alphabet !== 'string') {
    throw new TypeError('"alphabet" must be a string.');
  }

  var table = _reverseAlphabets[alphabet];
  if(!table) {
    // compute reverse alphabet
    table = _reverseAlphabets[alphabet] = [];
    for(var i = 0; i < alphabet.length; ++i) {
      table[alphabet.charCodeAt(i)] = i;
    }
  }

  // remove whitespace characters
  input = input.replace(/\s/g, '');

  var base = alphabet.length;
  var first = alphabet.charAt(0);
  var bytes = [0];
  for(var i = 0; i < input.length; i++) {
    var value = table[input.charCodeAt(i)];
    if(value === undefined) {
      return;
    }

    for(var j = 0, carry = value; j < bytes.length; ++j) {
      carry += bytes[j] * base;
      bytes[j] = carry & 0xff;
      carry >>= 8;
    }

    while(carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }

  // deal with leading zeros
  for(var k = 0; input[k] === first && k < input.length - 1; ++k) {
    bytes.push(0);
  }

  if(typeof Buffer !== 'undefined') {
    return Buffer.from(bytes.reverse());
  }

  return new Uint8Array(bytes.reverse());
};

function _encodeWithByteBuffer(input, alphabet) {
  var i = 0;
  var base = alphabet.length;
  var first = alphabet.charAt(0);
  var digits = [0];
  for(i = 0; i < input.length(); ++i) {
    for(var j = 0, carry = input.at(i); j < digits.length; ++j) {
      carry += digits[j] << 8;
      digits[j] = carry % base;
      carry = (carry / base) | 0;
    }

    while(carry > 0) {
      digits.push(carry % base);
      carry = (carry / base) | 0;
    }
  }

  var output = '';

  // deal with leading zeros
  for(i = 0; input.at(i) === 0 && i < input.length() - 1; ++i) {
    output += first;
  }
  // convert digits to a string
  for(i = digits.length - 1; i >= 0; --i) {
    output += alphabet[digits[i]];
  }

  return output;
}


/***/ }),

/***/ 561:
/***/ ((module) => {

/**
 * Node.js module for Forge.
 *
 * @author Dave Longley
 *
 * Copyright 2011-2016 Digital Bazaar, Inc.
 */
module.exports = {
  // default options
  options: {
    usePureJavaScript: false
  }
};


/***/ }),

/***/ 893:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

/**
 * RC2 implementation.
 *
 * @author Stefan Siegl
 *
 * Copyright (c) 2012 Stefan Siegl <stesie@brokenpipe.de>
 *
 * Information on the RC2 cipher is available from RFC #2268,
 * http://www.ietf.org/rfc/rfc2268.txt
 */
var forge = __nccwpck_require__(561);
__nccwpck_require__(456);

var piTable = [
  0xd9, 0x78, 0xf9, 0xc4, 0x19, 0xdd, 0xb5, 0xed, 0x28, 0xe9, 0xfd, 0x79, 0x4a, 0xa0, 0xd8, 0x9d,
  0xc6, 0x7e, 0x37, 0x83, 0x2b, 0x76, 0x53, 0x8e, 0x62, 0x4c, 0x64, 0x88, 0x44, 0x8b, 0xfb, 0xa2,
  0x17, 0x9a, 0x59, 0xf5, 0x87, 0xb3, 0x4f, 0x13, 0x61, 0x45, 0x6d, 0x8d, 0x09, 0x81, 0x7d, 0x32,
  0xbd, 0x8f, 0x40, 0xeb, 0x86, 0xb7, 0x7b, 0x0b, 0xf0, 0x95, 0x21, 0x22, 0x5c, 0x6b, 0x4e, 0x82,
  0x54, 0xd6, 0x65, 0x93, 0xce, 0x60, 0xb2, 0x1c, 0x73, 0x56, 0xc0, 0x14, 0xa7, 0x8c, 0xf1, 0xdc,
  0x12, 0x75, 0xca, 0x1f, 0x3b, 0xbe, 0xe4, 0xd1, 0x42, 0x3d, 0xd4, 0x30, 0xa3, 0x3c, 0xb6, 0x26,
  0x6f, 0xbf, 0x0e, 0xda, 0x46, 0x69, 0x07, 0x57, 0x27, 0xf2, 0x1d, 0x9b, 0xbc, 0x94, 0x43, 0x03,
  0xf8, 0x11, 0xc7, 0xf6, 0x90, 0xef, 0x3e, 0xe7, 0x06, 0xc3, 0xd5, 0x2f, 0xc8, 0x66, 0x1e, 0xd7,
  0x08, 0xe8, 0xea, 0xde, 0x80, 0x52, 0xee, 0xf7, 0x84, 0xaa, 0x72, 0xac, 0x35, 0x4d, 0x6a, 0x2a,
  0x96, 0x1a, 0xd2, 0x71, 0x5a, 0x15, 0x49, 0x74, 0x4b, 0x9f, 0xd0, 0x5e, 0x04, 0x18, 0xa4, 0xec,
  0xc2, 0xe0, 0x41, 0x6e, 0x0f, 0x51, 0xcb, 0xcc, 0x24, 0x91, 0xaf, 0x50, 0xa1, 0xf4, 0x70, 0x39,
  0x99, 0x7c, 0x3a, 0x85, 0x23, 0xb8, 0xb4, 0x7a, 0xfc, 0x02, 0x36, 0x5b, 0x25, 0x55, 0x97, 0x31,
  0x2d, 0x5d, 0xfa, 0x98, 0xe3, 0x8a, 0x92, 0xae, 0x05, 0xdf, 0x29, 0x10, 0x67, 0x6c, 0xba, 0xc9,
  0xd3, 0x00, 0xe6, 0xcf, 0xe1, 0x9e, 0xa8, 0x2c, 0x63, 0x16, 0x01, 0x3f, 0x58, 0xe2, 0x89, 0xa9,
  0x0d, 0x38, 0x34, 0x1b, 0xab, 0x33, 0xff, 0xb0, 0xbb, 0x48, 0x0c, 0x5f, 0xb9, 0xb1, 0xcd, 0x2e,
  0xc5, 0xf3, 0xdb, 0x47, 0xe5, 0xa5, 0x9c, 0x77, 0x0a, 0xa6, 0x20, 0x68, 0xfe, 0x7f, 0xc1, 0xad
];

var s = [1, 2, 3, 5];

/**
 * Rotate a word left by given number of bits.
 *
 * Bits that are shifted out on the left are put back in on the right
 * hand side.
 *
 * @param word The word to shift left.
 * @param bits The number of bits to shift by.
 * @return The rotated word.
 */
var rol = function(word, bits) {
  return ((word << bits) & 0xffff) | ((word & 0xffff) >> (16 - bits));
};

/**
 * Rotate a word right by given number of bits.
 *
 * Bits that are shifted out on the right are put back in on the left
 * hand side.
 *
 * @param word The word to shift right.
 * @param bits The number of bits to shift by.
 * @return The rotated word.
 */
var ror = function(word, bits) {
  return ((word & 0xffff) >> bits) | ((word << (16 - bits)) & 0xffff);
};

/* RC2 API */
module.exports = forge.rc2 = forge.rc2 || {};

/**
 * Perform RC2 key expansion as per RFC #2268, section 2.
 *
 * @param key variable-length user key (between 1 and 128 bytes)
 * @param effKeyBits number of effective key bits (default: 128)
 * @return the expanded RC2 key (ByteBuffer of 128 bytes)
 */
forge.rc2.expandKey = function(key, effKeyBits) {
  if(typeof key === 'string') {
    key = forge.util.createBuffer(key);
  }
  effKeyBits = effKeyBits || 128;

  /* introduce variables that match the names used in RFC #2268 */
  var L = key;
  var T = key.length();
  var T1 = effKeyBits;
  var T8 = Math.ceil(T1 / 8);
  var TM = 0xff >> (T1 & 0x07);
  var i;

  for(i = T; i < 128; i++) {
    L.putByte(piTable[(L.at(i - 1) + L.at(i - T)) & 0xff]);
  }

  L.setAt(128 - T8, piTable[L.at(128 - T8) & TM]);

  for(i = 127 - T8; i >= 0; i--) {
    L.setAt(i, piTable[L.at(i + 1) ^ L.at(i + T8)]);
  }

  return L;
};

/**
 * Creates a RC2 cipher object.
 *
 * @param key the symmetric key to use (as base for key generation).
 * @param bits the number of effective key bits.
 * @param encrypt false for decryption, true for encryption.
 *
 * @return the cipher.
 */
var createCipher = function(key, bits, encrypt) {
  var _finish = false, _input = null, _output = null, _iv = null;
  var mixRound, mashRound;
  var i, j, K = [];

  /* Expand key and fill into K[] Array */
  key = forge.rc2.expandKey(key, bits);
  for(i = 0; i < 64; i++) {
    K.push(key.getInt16Le());
  }

  if(encrypt) {
    /**
     * Perform one mixing round "in place".
     *
     * @param R Array of four words to perform mixing on.
     */
    mixRound = function(R) {
      for(i = 0; i < 4; i++) {
        R[i] += K[j] + (R[(i + 3) % 4] & R[(i + 2) % 4]) +
          ((~R[(i + 3) % 4]) & R[(i + 1) % 4]);
        R[i] = rol(R[i], s[i]);
        j++;
      }
    };

    /**
     * Perform one mashing round "in place".
     *
     * @param R Array of four words to perform mashing on.
     */
    mashRound = function(R) {
      for(i = 0; i < 4; i++) {
        R[i] += K[R[(i + 3) % 4] & 63];
      }
    };
  } else {
    /**
     * Perform one r-mixing round "in place".
     *
     * @param R Array of four words to perform mixing on.
     */
    mixRound = function(R) {
      for(i = 3; i >= 0; i--) {
        R[i] = ror(R[i], s[i]);
        R[i] -= K[j] + (R[(i + 3) % 4] & R[(i + 2) % 4]) +
          ((~R[(i + 3) % 4]) & R[(i + 1) % 4]);
        j--;
      }
    };

    /**
     * Perform one r-mashing round "in place".
     *
     * @param R Array of four words to perform mashing on.
     */
    mashRound = function(R) {
      for(i = 3; i >= 0; i--) {
        R[i] -= K[R[(i + 3) % 4] & 63];
      }
    };
  }

  /**
   * Run the specified cipher execution plan.
   *
   * This function takes four words from the input buffer, applies the IV on
   * it (if requested) and runs the provided execution plan.
   *
   * The plan must be put together in form of a array of arrays.  Where the
   * outer one is simply a list of steps to perform and the inner one needs
   * to have two elements: the first one telling how many rounds to perform,
   * the second one telling what to do (i.e. the function to call).
   *
   * @param {Array} plan The plan to execute.
   */
  var runPlan = function(plan) {
    var R = [];

    /* Get data from input buffer and fill the four words into R */
    for(i = 0; i < 4; i++) {
      var val = _input.getInt16Le();

      if(_iv !== null) {
        if(encrypt) {
          /* We're encrypting, apply the IV first. */
          val ^= _iv.getInt16Le();
        } else {
          /* We're decryption, keep cipher text for next block. */
          _iv.putInt16Le(val);
        }
      }

      R.push(val & 0xffff);
    }

    /* Reset global "j" variable as per spec. */
    j = encrypt ? 0 : 63;

    /* Run execution plan. */
    for(var ptr = 0; ptr < plan.length; ptr++) {
      for(var ctr = 0; ctr < plan[ptr][0]; ctr++) {
        plan[ptr][1](R);
      }
    }

    /* Write back result to output buffer. */
    for(i = 0; i < 4; i++) {
      if(_iv !== null) {
        if(encrypt) {
          /* We're encrypting in CBC-mode, feed back encrypted bytes into
             IV buffer to carry it forward to next block. */
          _iv.putInt16Le(R[i]);
        } else {
          R[i] ^= _iv.getInt16Le();
        }
      }

      _output.putInt16Le(R[i]);
    }
  };

  /* Create cipher object */
  var cipher = null;
  cipher = {
    /**
     * Starts or restarts the encryption or decryption process, whichever
     * was previously configured.
     *
     * To use the cipher in CBC mode, iv may be given either as a string
     * of bytes, or as a byte buffer.  For ECB mode, give null as iv.
     *
     * @param iv the initialization vector to use, null for ECB mode.
     * @param output the output the buffer to write to, null to create one.
     */
    start: function(iv, output) {
      if(iv) {
        /* CBC mode */
        if(typeof iv === 'string') {
          iv = forge.util.createBuffer(iv);
        }
      }

      _finish = false;
      _input = forge.util.createBuffer();
      _output = output || new forge.util.createBuffer();
      _iv = iv;

      cipher.output = _output;
    },

    /**
     * Updates the next block.
     *
     * @param input the buffer to read from.
     */
    update: function(input) {
      if(!_finish) {
        // not finishing, so fill the input buffer with more input
        _input.putBuffer(input);
      }

      while(_input.length() >= 8) {
        runPlan([
            [ 5, mixRound ],
            [ 1, mashRound ],
            [ 6, mixRound ],
            [ 1, mashRound ],
            [ 5, mixRound ]
          ]);
      }
    },

    /**
     * Finishes encrypting or decrypting.
     *
     * @param pad a padding function to use, null for PKCS#7 padding,
     *           signature(blockSize, buffer, decrypt).
     *
     * @return true if successful, false on error.
     */
    finish: function(pad) {
      var rval = true;

      if(encrypt) {
        if(pad) {
          rval = pad(8, _input, !encrypt);
        } else {
          // add PKCS#7 padding to block (each pad byte is the
          // value of the number of pad bytes)
          var padding = (_input.length() === 8) ? 8 : (8 - _input.length());
          _input.fillWithByte(padding, padding);
        }
      }

      if(rval) {
        // do final update
        _finish = true;
        cipher.update();
      }

      if(!encrypt) {
        // check for error: input data not a multiple of block size
        rval = (_input.length() === 0);
        if(rval) {
          if(pad) {
            rval = pad(8, _output, !encrypt);
          } else {
            // ensure padding byte count is valid
            var len = _output.length();
            var count = _output.at(len - 1);

            if(count > len) {
              rval = false;
            } else {
              // trim off padding bytes
              _output.truncate(count);
            }
          }
        }
      }

      return rval;
    }
  };

  return cipher;
};

/**
 * Creates an RC2 cipher object to encrypt data in ECB or CBC mode using the
 * given symmetric key. The output will be stored in the 'output' member
 * of the returned cipher.
 *
 * The key and iv may be given as a string of bytes or a byte buffer.
 * The cipher is initialized to use 128 effective key bits.
 *
 * @param key the symmetric key to use.
 * @param iv the initialization vector to use.
 * @param output the buffer to write to, null to create one.
 *
 * @return the cipher.
 */
forge.rc2.startEncrypting = function(key, iv, output) {
  var cipher = forge.rc2.createEncryptionCipher(key, 128);
  cipher.start(iv, output);
  return cipher;
};

/**
 * Creates an RC2 cipher object to encrypt data in ECB or CBC mode using the
 * given symmetric key.
 *
 * The key may be given as a string of bytes or a byte buffer.
 *
 * To start encrypting call start() on the cipher with an iv and optional
 * output buffer.
 *
 * @param key the symmetric key to use.
 *
 * @return the cipher.
 */
forge.rc2.createEncryptionCipher = function(key, bits) {
  return createCipher(key, bits, true);
};

/**
 * Creates an RC2 cipher object to decrypt data in ECB or CBC mode using the
 * given symmetric key. The output will be stored in the 'output' member
 * of the returned cipher.
 *
 * The key and iv may be given as a string of bytes or a byte buffer.
 * The cipher is initialized to use 128 effective key bits.
 *
 * @param key the symmetric key to use.
 * @param iv the initialization vector to use.
 * @param output the buffer to write to, null to create one.
 *
 * @return the cipher.
 */
forge.rc2.startDecrypting = function(key, iv, output) {
  var cipher = forge.rc2.createDecryptionCipher(key, 128);
  cipher.start(iv, output);
  return cipher;
};

/**
 * Creates an RC2 cipher object to decrypt data in ECB or CBC mode using the
 * given symmetric key.
 *
 * The key may be given as a string of bytes or a byte buffer.
 *
 * To start decrypting call start() on the cipher with an iv and optional
 * output buffer.
 *
 * @param key the symmetric key to use.
 *
 * @return the cipher.
 */
forge.rc2.createDecryptionCipher = function(key, bits) {
  return createCipher(key, bits, false);
};


/***/ }),

/***/ 456:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

/**
 * Utility functions for web applications.
 *
 * @author Dave Longley
 *
 * Copyright (c) 2010-2018 Digital Bazaar, Inc.
 */
var forge = __nccwpck_require__(561);
var baseN = __nccwpck_require__(763);

/* Utilities API */
var util = module.exports = forge.util = forge.util || {};

// define setImmediate and nextTick
(function() {
  // use native nextTick (unless we're in webpack)
  // webpack (or better node-libs-browser polyfill) sets process.browser.
  // this way we can detect webpack properly
  if(typeof process !== 'undefined' && process.nextTick && !process.browser) {
    util.nextTick = process.nextTick;
    if(typeof setImmediate === 'function') {
      util.setImmediate = setImmediate;
    } else {
      // polyfill setImmediate with nextTick, older versions of node
      // (those w/o setImmediate) won't totally starve IO
      util.setImmediate = util.nextTick;
    }
    return;
  }

  // polyfill nextTick with native setImmediate
  if(typeof setImmediate === 'function') {
    util.setImmediate = function() { return setImmediate.apply(undefined, arguments); };
    util.nextTick = function(callback) {
      return setImmediate(callback);
    };
    return;
  }

  /* Note: A polyfill upgrade pattern is used here to allow combining
  polyfills. For example, MutationObserver is fast, but blocks UI updates,
  so it needs to allow UI updates periodically, so it falls back on
  postMessage or setTimeout. */

  // polyfill with setTimeout
  util.setImmediate = function(callback) {
    setTimeout(callback, 0);
  };

  // upgrade polyfill to use postMessage
  if(typeof window !== 'undefined' &&
    typeof window.postMessage === 'function') {
    var msg = 'forge.setImmediate';
    var callbacks = [];
    util.setImmediate = function(callback) {
      callbacks.push(callback);
      // only send message when one hasn't been sent in
      // the current turn of the event loop
      if(callbacks.length === 1) {
        window.postMessage(msg, '*');
      }
    };
    function handler(event) {
      if(event.source === window && event.data === msg) {
        event.stopPropagation();
        var copy = callbacks.slice();
        callbacks.length = 0;
        copy.forEach(function(callback) {
          callback();
        });
      }
    }
    window.addEventListener('message', handler, true);
  }

  // upgrade polyfill to use MutationObserver
  if(typeof MutationObserver !== 'undefined') {
    // polyfill with MutationObserver
    var now = Date.now();
    var attr = true;
    var div = document.createElement('div');
    var callbacks = [];
    new MutationObserver(function() {
      var copy = callbacks.slice();
      callbacks.length = 0;
      copy.forEach(function(callback) {
        callback();
      });
    }).observe(div, {attributes: true});
    var oldSetImmediate = util.setImmediate;
    util.setImmediate = function(callback) {
      if(Date.now() - now > 15) {
        now = Date.now();
        oldSetImmediate(callback);
      } else {
        callbacks.push(callback);
        // only trigger observer when it hasn't been triggered in
        // the current turn of the event loop
        if(callbacks.length === 1) {
          div.setAttribute('a', attr = !attr);
        }
      }
    };
  }

  util.nextTick = util.setImmediate;
})();

// check if running under Node.js
util.isNodejs =
  typeof process !== 'undefined' && process.versions && process.versions.node;


// 'self' will also work in Web Workers (instance of WorkerGlobalScope) while
// it will point to `window` in the main thread.
// To remain compatible with older browsers, we fall back to 'window' if 'self'
// is not available.
util.globalScope = (function() {
  if(util.isNodejs) {
    return global;
  }

  return typeof self === 'undefined' ? window : self;
})();

// define isArray
util.isArray = Array.isArray || function(x) {
  return Object.prototype.toString.call(x) === '[object Array]';
};

// define isArrayBuffer
util.isArrayBuffer = function(x) {
  return typeof ArrayBuffer !== 'undefined' && x instanceof ArrayBuffer;
};

// define isArrayBufferView
util.isArrayBufferView = function(x) {
  return x && util.isArrayBuffer(x.buffer) && x.byteLength !== undefined;
};

/**
 * Ensure a bits param is 8, 16, 24, or 32. Used to validate input for
 * algorithms where bit manipulation, JavaScript limitations, and/or algorithm
 * design only allow for byte operations of a limited size.
 *
 * @param n number of bits.
 *
 * Throw Error if n invalid.
 */
function _checkBitsParam(n) {
  if(!(n === 8 || n === 16 || n === 24 || n === 32)) {
    throw new Error('Only 8, 16, 24, or 32 bits supported: ' + n);
  }
}

// TODO: set ByteBuffer to best available backing
util.ByteBuffer = ByteStringBuffer;

/** Buffer w/BinaryString backing */

/**
 * Constructor for a binary string backed byte buffer.
 *
 * @param [b] the bytes to wrap (either encoded as string, one byte per
 *          character, or as an ArrayBuffer or Typed Array).
 */
function ByteStringBuffer(b) {
  // TODO: update to match DataBuffer API

  // the data in this buffer
  this.data = '';
  // the pointer for reading from this buffer
  this.read = 0;

  if(typeof b === 'string') {
    this.data = b;
  } else if(util.isArrayBuffer(b) || util.isArrayBufferView(b)) {
    if(typeof Buffer !== 'undefined' && b instanceof Buffer) {
      this.data = b.toString('binary');
    } else {
      // convert native buffer to forge buffer
      // FIXME: support native buffers internally instead
      var arr = new Uint8Array(b);
      try {
        this.data = String.fromCharCode.apply(null, arr);
      } catch(e) {
        for(var i = 0; i < arr.length; ++i) {
          this.putByte(arr[i]);
        }
      }
    }
  } else if(b instanceof ByteStringBuffer ||
    (typeof b === 'object' && typeof b.data === 'string' &&
    typeof b.read === 'number')) {
    // copy existing buffer
    this.data = b.data;
    this.read = b.read;
  }

  // used for v8 optimization
  this._constructedStringLength = 0;
}
util.ByteStringBuffer = ByteStringBuffer;

/* Note: This is an optimization for V8-based browsers. When V8 concatenates
  a string, the strings are only joined logically using a "cons string" or
  "constructed/concatenated string". These containers keep references to one
  another and can result in very large memory usage. For example, if a 2MB
  string is constructed by concatenating 4 bytes together at a time, the
  memory usage will be ~44MB; so ~22x increase. The strings are only joined
  together when an operation requiring their joining takes place, such as
  substr(). This function is called when adding data to this buffer to ensure
  these types of strings are periodically joined to reduce the memory
  footprint. */
var _MAX_CONSTRUCTED_STRING_LENGTH = 4096;
util.ByteStringBuffer.prototype._optimizeConstructedString = function(x) {
  this._constructedStringLength += x;
  if(this._constructedStringLength > _MAX_CONSTRUCTED_STRING_LENGTH) {
    // this substr() should cause the constructed string to join
    this.data.substr(0, 1);
    this._constructedStringLength = 0;
  }
};

/**
 * Gets the number of bytes in this buffer.
 *
 * @return the number of bytes in this buffer.
 */
util.ByteStringBuffer.prototype.length = function() {
  return this.data.length - this.read;
};

/**
 * Gets whether or not this buffer is empty.
 *
 * @return true if this buffer is empty, false if not.
 */
util.ByteStringBuffer.prototype.isEmpty = function() {
  return this.length() <= 0;
};

/**
 * Puts a byte in this buffer.
 *
 * @param b the byte to put.
 *
 * @return this buffer.
 */
util.ByteStringBuffer.prototype.putByte = function(b) {
  return this.putBytes(String.fromCharCode(b));
};

/**
 * Puts a byte in this buffer N times.
 *
 * @param b the byte to put.
 * @param n the number of bytes of value b to put.
 *
 * @return this buffer.
 */
util.ByteStringBuffer.prototype.fillWithByte = function(b, n) {
  b = String.fromCharCode(b);
  var d = this.data;
  while(n > 0) {
    if(n & 1) {
      d += b;
    }
    n >>>= 1;
    if(n > 0) {
      b += b;
    }
  }
  this.data = d;
  this._optimizeConstructedString(n);
  return this;
};

/**
 * Puts bytes in this buffer.
 *
 * @param bytes the bytes (as a binary encoded string) to put.
 *
 * @return this buffer.
 */
util.ByteStringBuffer.prototype.putBytes = function(bytes) {
  this.data += bytes;
  this._optimizeConstructedString(bytes.length);
  return this;
};

/**
 * Puts a UTF-16 encoded string into this buffer.
 *
 * @param str the string to put.
 *
 * @return this buffer.
 */
util.ByteStringBuffer.prototype.putString = function(str) {
  return this.putBytes(util.encodeUtf8(str));
};

/**
 * Puts a 16-bit integer in this buffer in big-endian order.
 *
 * @param i the 16-bit integer.
 *
 * @return this buffer.
 */
util.ByteStringBuffer.prototype.putInt16 = function(i) {
  return this.putBytes(
    String.fromCharCode(i >> 8 & 0xFF) +
    String.fromCharCode(i & 0xFF));
};

/**
 * Puts a 24-bit integer in this buffer in big-endian order.
 *
 * @param i the 24-bit integer.
 *
 * @return this buffer.
 */
util.ByteStringBuffer.prototype.putInt24 = function(i) {
  return this.putBytes(
    String.fromCharCode(i >> 16 & 0xFF) +
    String.fromCharCode(i >> 8 & 0xFF) +
    String.fromCharCode(i & 0xFF));
};

/**
 * Puts a 32-bit integer in this buffer in big-endian order.
 *
 * @param i the 32-bit integer.
 *
 * @return this buffer.
 */
util.ByteStringBuffer.prototype.putInt32 = function(i) {
  return this.putBytes(
    String.fromCharCode(i >> 24 & 0xFF) +
    String.fromCharCode(i >> 16 & 0xFF) +
    String.fromCharCode(i >> 8 & 0xFF) +
    String.fromCharCode(i & 0xFF));
};

/**
 * Puts a 16-bit integer in this buffer in little-endian order.
 *
 * @param i the 16-bit integer.
 *
 * @return this buffer.
 */
util.ByteStringBuffer.prototype.putInt16Le = function(i) {
  return this.putBytes(
    String.fromCharCode(i & 0xFF) +
    String.fromCharCode(i >> 8 & 0xFF));
};

/**
 * Puts a 24-bit integer in this buffer in little-endian order.
 *
 * @param i the 24-bit integer.
 *
 * @return this buffer.
 */
util.ByteStringBuffer.prototype.putInt24Le = function(i) {
  return this.putBytes(
    String.fromCharCode(i & 0xFF) +
    String.fromCharCode(i >> 8 & 0xFF) +
    String.fromCharCode(i >> 16 & 0xFF));
};

/**
 * Puts a 32-bit integer in this buffer in little-endian order.
 *
 * @param i the 32-bit integer.
 *
 * @return this buffer.
 */
util.ByteStringBuffer.prototype.putInt32Le = function(i) {
  return this.putBytes(
    String.fromCharCode(i & 0xFF) +
    String.fromCharCode(i >> 8 & 0xFF) +
    String.fromCharCode(i >> 16 & 0xFF) +
    String.fromCharCode(i >> 24 & 0xFF));
};

/**
 * Puts an n-bit integer in this buffer in big-endian order.
 *
 * @param i the n-bit integer.
 * @param n the number of bits in the integer (8, 16, 24, or 32).
 *
 * @return this buffer.
 */
util.ByteStringBuffer.prototype.putInt = function(i, n) {
  _checkBitsParam(n);
  var bytes = '';
  do {
    n -= 8;
    bytes += String.fromCharCode((i >> n) & 0xFF);
  } while(n > 0);
  return this.putBytes(bytes);
};

/**
 * Puts a signed n-bit integer in this buffer in big-endian order. Two's
 * complement representation is used.
 *
 * @param i the n-bit integer.
 * @param n the number of bits in the integer (8, 16, 24, or 32).
 *
 * @return this buffer.
 */
util.ByteStringBuffer.prototype.putSignedInt = function(i, n) {
  // putInt checks n
  if(i < 0) {
    i += 2 << (n - 1);
  }
  return this.putInt(i, n);
};

/**
 * Puts the given buffer into this buffer.
 *
 * @param buffer the buffer to put into this one.
 *
 * @return this buffer.
 */
util.ByteStringBuffer.prototype.putBuffer = function(buffer) {
  return this.putBytes(buffer.getBytes());
};

/**
 * Gets a byte from this buffer and advances the read pointer by 1.
 *
 * @return the byte.
 */
util.ByteStringBuffer.prototype.getByte = function() {
  return this.data.charCodeAt(this.read++);
};

/**
 * Gets a uint16 from this buffer in big-endian order and advances the read
 * pointer by 2.
 *
 * @return the uint16.
 */
util.ByteStringBuffer.prototype.getInt16 = function() {
  var rval = (
    this.data.charCodeAt(this.read) << 8 ^
    this.data.charCodeAt(this.read + 1));
  this.read += 2;
  return rval;
};

/**
 * Gets a uint24 from this buffer in big-endian order and advances the read
 * pointer by 3.
 *
 * @return the uint24.
 */
util.ByteStringBuffer.prototype.getInt24 = function() {
  var rval = (
    this.data.charCodeAt(this.read) << 16 ^
    this.data.charCodeAt(this.read + 1) << 8 ^
    this.data.charCodeAt(this.read + 2));
  this.read += 3;
  return rval;
};

/**
 * Gets a uint32 from this buffer in big-endian order and advances the read
 * pointer by 4.
 *
 * @return the word.
 */
util.ByteStringBuffer.prototype.getInt32 = function() {
  var rval = (
    this.data.charCodeAt(this.read) << 24 ^
    this.data.charCodeAt(this.read + 1) << 16 ^
    this.data.charCodeAt(this.read + 2) << 8 ^
    this.data.charCodeAt(this.read + 3));
  this.read += 4;
  return rval;
};

/**
 * Gets a uint16 from this buffer in little-endian order and advances the read
 * pointer by 2.
 *
 * @return the uint16.
 */
util.ByteStringBuffer.prototype.getInt16Le = function() {
  var rval = (
    this.data.charCodeAt(this.read) ^
    this.data.charCodeAt(this.read + 1) << 8);
  this.read += 2;
  return rval;
};

/**
 * Gets a uint24 from this buffer in little-endian order and advances the read
 * pointer by 3.
 *
 * @return the uint24.
 */
util.ByteStringBuffer.prototype.getInt24Le = function() {
  var rval = (
    this.data.charCodeAt(this.read) ^
    this.data.charCodeAt(this.read + 1) << 8 ^
    this.data.charCodeAt(this.read + 2) << 16);
  this.read += 3;
  return rval;
};

/**
 * Gets a uint32 from this buffer in little-endian order and advances the read
 * pointer by 4.
 *
 * @return the word.
 */
util.ByteStringBuffer.prototype.getInt32Le = function() {
  var rval = (
    this.data.charCodeAt(this.read) ^
    this.data.charCodeAt(this.read + 1) << 8 ^
    this.data.charCodeAt(this.read + 2) << 16 ^
    this.data.charCodeAt(this.read + 3) << 24);
  this.read += 4;
  return rval;
};

/**
 * Gets an n-bit integer from this buffer in big-endian order and advances the
 * read pointer by ceil(n/8).
 *
 * @param n the number of bits in the integer (8, 16, 24, or 32).
 *
 * @return the integer.
 */
util.ByteStringBuffer.prototype.getInt = function(n) {
  _checkBitsParam(n);
  var rval = 0;
  do {
    // TODO: Use (rval * 0x100) if adding support for 33 to 53 bits.
    rval = (rval << 8) + this.data.charCodeAt(this.read++);
    n -= 8;
  } while(n > 0);
  return rval;
};

/**
 * Gets a signed n-bit integer from this buffer in big-endian order, using
 * two's complement, and advances the read pointer by n/8.
 *
 * @param n the number of bits in the integer (8, 16, 24, or 32).
 *
 * @return the integer.
 */
util.ByteStringBuffer.prototype.getSignedInt = function(n) {
  // getInt checks n
  var x = this.getInt(n);
  var max = 2 << (n - 2);
  if(x >= max) {
    x -= max << 1;
  }
  return x;
};

/**
 * Reads bytes out as a binary encoded string and clears them from the
 * buffer. Note that the resulting string is binary encoded (in node.js this
 * encoding is referred to as `binary`, it is *not* `utf8`).
 *
 * @param count the number of bytes to read, undefined or null for all.
 *
 * @return a binary encoded string of bytes.
 */
util.ByteStringBuffer.prototype.getBytes = function(count) {
  var rval;
  if(count) {
    // read count bytes
    count = Math.min(this.length(), count);
    rval = this.data.slice(this.read, this.read + count);
    this.read += count;
  } else if(count === 0) {
    rval = '';
  } else {
    // read all bytes, optimize to only copy when needed
    rval = (this.read === 0) ? this.data : this.data.slice(this.read);
    this.clear();
  }
  return rval;
};

/**
 * Gets a binary encoded string of the bytes from this buffer without
 * modifying the read pointer.
 *
 * @param count the number of bytes to get, omit to get all.
 *
 * @return a string full of binary encoded characters.
 */
util.ByteStringBuffer.prototype.bytes = function(count) {
  return (typeof(count) === 'undefined' ?
    this.data.slice(this.read) :
    this.data.slice(this.read, this.read + count));
};

/**
 * Gets a byte at the given index without modifying the read pointer.
 *
 * @param i the byte index.
 *
 * @return the byte.
 */
util.ByteStringBuffer.prototype.at = function(i) {
  return this.data.charCodeAt(this.read + i);
};

/**
 * Puts a byte at the given index without modifying the read pointer.
 *
 * @param i the byte index.
 * @param b the byte to put.
 *
 * @return this buffer.
 */
util.ByteStringBuffer.prototype.setAt = function(i, b) {
  this.data = this.data.substr(0, this.read + i) +
    String.fromCharCode(b) +
    this.data.substr(this.read + i + 1);
  return this;
};

/**
 * Gets the last byte without modifying the read pointer.
 *
 * @return the last byte.
 */
util.ByteStringBuffer.prototype.last = function() {
  return this.data.charCodeAt(this.data.length - 1);
};

/**
 * Creates a copy of this buffer.
 *
 * @return the copy.
 */
util.ByteStringBuffer.prototype.copy = function() {
  var c = util.createBuffer(this.data);
  c.read = this.read;
  return c;
};

/**
 * Compacts this buffer.
 *
 * @return this buffer.
 */
util.ByteStringBuffer.prototype.compact = function() {
  if(this.read > 0) {
    this.data = this.data.slice(this.read);
    this.read = 0;
  }
  return this;
};

/**
 * Clears this buffer.
 *
 * @return this buffer.
 */
util.ByteStringBuffer.prototype.clear = function() {
  this.data = '';
  this.read = 0;
  return this;
};

/**
 * Shortens this buffer by trimming bytes off of the end of this buffer.
 *
 * @param count the number of bytes to trim off.
 *
 * @return this buffer.
 */
util.ByteStringBuffer.prototype.truncate = function(count) {
  var len = Math.max(0, this.length() - count);
  this.data = this.data.substr(this.read, len);
  this.read = 0;
  return this;
};

/**
 * Converts this buffer to a hexadecimal string.
 *
 * @return a hexadecimal string.
 */
util.ByteStringBuffer.prototype.toHex = function() {
  var rval = '';
  for(var i = this.read; i < this.data.length; ++i) {
    var b = this.data.charCodeAt(i);
    if(b < 16) {
      rval += '0';
    }
    rval += b.toString(16);
  }
  return rval;
};

/**
 * Converts this buffer to a UTF-16 string (standard JavaScript string).
 *
 * @return a UTF-16 string.
 */
util.ByteStringBuffer.prototype.toString = function() {
  return util.decodeUtf8(this.bytes());
};

/** End Buffer w/BinaryString backing */

/** Buffer w/UInt8Array backing */

/**
 * FIXME: Experimental. Do not use yet.
 *
 * Constructor for an ArrayBuffer-backed byte buffer.
 *
 * The buffer may be constructed from a string, an ArrayBuffer, DataView, or a
 * TypedArray.
 *
 * If a string is given, its encoding should be provided as an option,
 * otherwise it will default to 'binary'. A 'binary' string is encoded such
 * that each character is one byte in length and size.
 *
 * If an ArrayBuffer, DataView, or TypedArray is given, it will be used
 * *directly* without any copying. Note that, if a write to the buffer requires
 * more space, the buffer will allocate a new backing ArrayBuffer to
 * accommodate. The starting read and write offsets for the buffer may be
 * given as options.
 *
 * @param [b] the initial bytes for this buffer.
 * @param options the options to use:
 *          [readOffset] the starting read offset to use (default: 0).
 *          [writeOffset] the starting write offset to use (default: the
 *            length of the first parameter).
 *          [growSize] the minimum amount, in bytes, to grow the buffer by to
 *            accommodate writes (default: 1024).
 *          [encoding] the encoding ('binary', 'utf8', 'utf16', 'hex') for the
 *            first parameter, if it is a string (default: 'binary').
 */
function DataBuffer(b, options) {
  // default options
  options = options || {};

  // pointers for read from/write to buffer
  this.read = options.readOffset || 0;
  this.growSize = options.growSize || 1024;

  var isArrayBuffer = util.isArrayBuffer(b);
  var isArrayBufferView = util.isArrayBufferView(b);
  if(isArrayBuffer || isArrayBufferView) {
    // use ArrayBuffer directly
    if(isArrayBuffer) {
      this.data = new DataView(b);
    } else {
      // TODO: adjust read/write offset based on the type of view
      // or specify that this must be done in the options ... that the
      // offsets are byte-based
      this.data = new DataView(b.buffer, b.byteOffset, b.byteLength);
    }
    this.write = ('writeOffset' in options ?
      options.writeOffset : this.data.byteLength);
    return;
  }

  // initialize to empty array buffer and add any given bytes using putBytes
  this.data = new DataView(new ArrayBuffer(0));
  this.write = 0;

  if(b !== null && b !== undefined) {
    this.putBytes(b);
  }

  if('writeOffset' in options) {
    this.write = options.writeOffset;
  }
}
util.DataBuffer = DataBuffer;

/**
 * Gets the number of bytes in this buffer.
 *
 * @return the number of bytes in this buffer.
 */
util.DataBuffer.prototype.length = function() {
  return this.write - this.read;
};

/**
 * Gets whether or not this buffer is empty.
 *
 * @return true if this buffer is empty, false if not.
 */
util.DataBuffer.prototype.isEmpty = function() {
  return this.length() <= 0;
};

/**
 * Ensures this buffer has enough empty space to accommodate the given number
 * of bytes. An optional parameter may be given that indicates a minimum
 * amount to grow the buffer if necessary. If the parameter is not given,
 * the buffer will be grown by some previously-specified default amount
 * or heuristic.
 *
 * @param amount the number of bytes to accommodate.
 * @param [growSize] the minimum amount, in bytes, to grow the buffer by if
 *          necessary.
 */
util.DataBuffer.prototype.accommodate = function(amount, growSize) {
  if(this.length() >= amount) {
    return this;
  }
  growSize = Math.max(growSize || this.growSize, amount);

  // grow buffer
  var src = new Uint8Array(
    this.data.buffer, this.data.byteOffset, this.data.byteLength);
  var dst = new Uint8Array(this.length() + growSize);
  dst.set(src);
  this.data = new DataView(dst.buffer);

  return this;
};

/**
 * Puts a byte in this buffer.
 *
 * @param b the byte to put.
 *
 * @return this buffer.
 */
util.DataBuffer.prototype.putByte = function(b) {
  this.accommodate(1);
  this.data.setUint8(this.write++, b);
  return this;
};

/**
 * Puts a byte in this buffer N times.
 *
 * @param b the byte to put.
 * @param n the number of bytes of value b to put.
 *
 * @return this buffer.
 */
util.DataBuffer.prototype.fillWithByte = function(b, n) {
  this.accommodate(n);
  for(var i = 0; i < n; ++i) {
    this.data.setUint8(b);
  }
  return this;
};

/**
 * Puts bytes in this buffer. The bytes may be given as a string, an
 * ArrayBuffer, a DataView, or a TypedArray.
 *
 * @param bytes the bytes to put.
 * @param [encoding] the encoding for the first parameter ('binary', 'utf8',
 *          'utf16', 'hex'), if it is a string (default: 'binary').
 *
 * @return this buffer.
 */
util.DataBuffer.prototype.putBytes = function(bytes, encoding) {
  if(util.isArrayBufferView(bytes)) {
    var src = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    var len = src.byteLength - src.byteOffset;
    this.accommodate(len);
    var dst = new Uint8Array(this.data.buffer, this.write);
    dst.set(src);
    this.write += len;
    return this;
  }

  if(util.isArrayBuffer(bytes)) {
    var src = new Uint8Array(bytes);
    this.accommodate(src.byteLength);
    var dst = new Uint8Array(this.data.buffer);
    dst.set(src, this.write);
    this.write += src.byteLength;
    return this;
  }

  // bytes is a util.DataBuffer or equivalent
  if(bytes instanceof util.DataBuffer ||
    (typeof bytes === 'object' &&
    typeof bytes.read === 'number' && typeof bytes.write === 'number' &&
    util.isArrayBufferView(bytes.data))) {
    var src = new Uint8Array(bytes.data.byteLength, bytes.read, bytes.length());
    this.accommodate(src.byteLength);
    var dst = new Uint8Array(bytes.data.byteLength, this.write);
    dst.set(src);
    this.write += src.byteLength;
    return this;
  }

  if(bytes instanceof util.ByteStringBuffer) {
    // copy binary string and process as the same as a string parameter below
    bytes = bytes.data;
    encoding = 'binary';
  }

  // string conversion
  encoding = encoding || 'binary';
  if(typeof bytes === 'string') {
    var view;

    // decode from string
    if(encoding === 'hex') {
      this.accommodate(Math.ceil(bytes.length / 2));
      view = new Uint8Array(this.data.buffer, this.write);
      this.write += util.binary.hex.decode(bytes, view, this.write);
      return this;
    }
    if(encoding === 'base64') {
      this.accommodate(Math.ceil(bytes.length / 4) * 3);
      view = new Uint8Array(this.data.buffer, this.write);
      this.write += util.binary.base64.decode(bytes, view, this.write);
      return this;
    }

    // encode text as UTF-8 bytes
    if(encoding === 'utf8') {
      // encode as UTF-8 then decode string as raw binary
      bytes = util.encodeUtf8(bytes);
      encoding = 'binary';
    }

    // decode string as raw binary
    if(encoding === 'binary' || encoding === 'raw') {
      // one byte per character
      this.accommodate(bytes.length);
      view = new Uint8Array(this.data.buffer, this.write);
      this.write += util.binary.raw.decode(view);
      return this;
    }

    // encode text as UTF-16 bytes
    if(encoding === 'utf16') {
      // two bytes per character
      this.accommodate(bytes.length * 2);
      view = new Uint16Array(this.data.buffer, this.write);
      this.write += util.text.utf16.encode(view);
      return this;
    }

    throw new Error('Invalid encoding: ' + encoding);
  }

  throw Error('Invalid parameter: ' + bytes);
};

/**
 * Puts the given buffer into this buffer.
 *
 * @param buffer the buffer to put into this one.
 *
 * @return this buffer.
 */
util.DataBuffer.prototype.putBuffer = function(buffer) {
  this.putBytes(buffer);
  buffer.clear();
  return this;
};

/**
 * Puts a string into this buffer.
 *
 * @param str the string to put.
 * @param [encoding] the encoding for the string (default: 'utf16').
 *
 * @return this buffer.
 */
util.DataBuffer.prototype.putString = function(str) {
  return this.putBytes(str, 'utf16');
};

/**
 * Puts a 16-bit integer in this buffer in big-endian order.
 *
 * @param i the 16-bit integer.
 *
 * @return this buffer.
 */
util.DataBuffer.prototype.putInt16 = function(i) {
  this.accommodate(2);
  this.data.setInt16(this.write, i);
  this.write += 2;
  return this;
};

/**
 * Puts a 24-bit integer in this buffer in big-endian order.
 *
 * @param i the 24-bit integer.
 *
 * @return this buffer.
 */
util.DataBuffer.prototype.putInt24 = function(i) {
  this.accommodate(3);
  this.data.setInt16(this.write, i >> 8 & 0xFFFF);
  this.data.setInt8(this.write, i >> 16 & 0xFF);
  this.write += 3;
  return this;
};

/**
 * Puts a 32-bit integer in this buffer in big-endian order.
 *
 * @param i the 32-bit integer.
 *
 * @return this buffer.
 */
util.DataBuffer.prototype.putInt32 = function(i) {
  this.accommodate(4);
  this.data.setInt32(this.write, i);
  this.write += 4;
  return this;
};

/**
 * Puts a 16-bit integer in this buffer in little-endian order.
 *
 * @param i the 16-bit integer.
 *
 * @return this buffer.
 */
util.DataBuffer.prototype.putInt16Le = function(i) {
  this.accommodate(2);
  this.data.setInt16(this.write, i, true);
  this.write += 2;
  return this;
};

/**
 * Puts a 24-bit integer in this buffer in little-endian order.
 *
 * @param i the 24-bit integer.
 *
 * @return this buffer.
 */
util.DataBuffer.prototype.putInt24Le = function(i) {
  this.accommodate(3);
  this.data.setInt8(this.write, i >> 16 & 0xFF);
  this.data.setInt16(this.write, i >> 8 & 0xFFFF, true);
  this.write += 3;
  return this;
};

/**
 * Puts a 32-bit integer in this buffer in little-endian order.
 *
 * @param i the 32-bit integer.
 *
 * @return this buffer.
 */
util.DataBuffer.prototype.putInt32Le = function(i) {
  this.accommodate(4);
  this.data.setInt32(this.write, i, true);
  this.write += 4;
  return this;
};

/**
 * Puts an n-bit integer in this buffer in big-endian order.
 *
 * @param i the n-bit integer.
 * @param n the number of bits in the integer (8, 16, 24, or 32).
 *
 * @return this buffer.
 */
util.DataBuffer.prototype.putInt = function(i, n) {
  _checkBitsParam(n);
  this.accommodate(n / 8);
  do {
    n -= 8;
    this.data.setInt8(this.write++, (i >> n) & 0xFF);
  } while(n > 0);
  return this;
};

/**
 * Puts a signed n-bit integer in this buffer in big-endian order. Two's
 * complement representation is used.
 *
 * @param i the n-bit integer.
 * @param n the number of bits in the integer.
 *
 * @return this buffer.
 */
util.DataBuffer.prototype.putSignedInt = function(i, n) {
  _checkBitsParam(n);
  this.accommodate(n / 8);
  if(i < 0) {
    i += 2 << (n - 1);
  }
  return this.putInt(i, n);
};

/**
 * Gets a byte from this buffer and advances the read pointer by 1.
 *
 * @return the byte.
 */
util.DataBuffer.prototype.getByte = function() {
  return this.data.getInt8(this.read++);
};

/**
 * Gets a uint16 from this buffer in big-endian order and advances the read
 * pointer by 2.
 *
 * @return the uint16.
 */
util.DataBuffer.prototype.getInt16 = function() {
  var rval = this.data.getInt16(this.read);
  this.read += 2;
  return rval;
};

/**
 * Gets a uint24 from this buffer in big-endian order and advances the read
 * pointer by 3.
 *
 * @return the uint24.
 */
util.DataBuffer.prototype.getInt24 = function() {
  var rval = (
    this.data.getInt16(this.read) << 8 ^
    this.data.getInt8(this.read + 2));
  this.read += 3;
  return rval;
};

/**
 * Gets a uint32 from this buffer in big-endian order and advances the read
 * pointer by 4.
 *
 * @return the word.
 */
util.DataBuffer.prototype.getInt32 = function() {
  var rval = this.data.getInt32(this.read);
  this.read += 4;
  return rval;
};

/**
 * Gets a uint16 from this buffer in little-endian order and advances the read
 * pointer by 2.
 *
 * @return the uint16.
 */
util.DataBuffer.prototype.getInt16Le = function() {
  var rval = this.data.getInt16(this.read, true);
  this.read += 2;
  return rval;
};

/**
 * Gets a uint24 from this buffer in little-endian order and advances the read
 * pointer by 3.
 *
 * @return the uint24.
 */
util.DataBuffer.prototype.getInt24Le = function() {
  var rval = (
    this.data.getInt8(this.read) ^
    this.data.getInt16(this.read + 1, true) << 8);
  this.read += 3;
  return rval;
};

/**
 * Gets a uint32 from this buffer in little-endian order and advances the read
 * pointer by 4.
 *
 * @return the word.
 */
util.DataBuffer.prototype.getInt32Le = function() {
  var rval = this.data.getInt32(this.read, true);
  this.read += 4;
  return rval;
};

/**
 * Gets an n-bit integer from this buffer in big-endian order and advances the
 * read pointer by n/8.
 *
 * @param n the number of bits in the integer (8, 16, 24, or 32).
 *
 * @return the integer.
 */
util.DataBuffer.prototype.getInt = function(n) {
  _checkBitsParam(n);
  var rval = 0;
  do {
    // TODO: Use (rval * 0x100) if adding support for 33 to 53 bits.
    rval = (rval << 8) + this.data.getInt8(this.read++);
    n -= 8;
  } while(n > 0);
  return rval;
};

/**
 * Gets a signed n-bit integer from this buffer in big-endian order, using
 * two's complement, and advances the read pointer by n/8.
 *
 * @param n the number of bits in the integer (8, 16, 24, or 32).
 *
 * @return the integer.
 */
util.DataBuffer.prototype.getSignedInt = function(n) {
  // getInt checks n
  var x = this.getInt(n);
  var max = 2 << (n - 2);
  if(x >= max) {
    x -= max << 1;
  }
  return x;
};

/**
 * Reads bytes out as a binary encoded string and clears them from the
 * buffer.
 *
 * @param count the number of bytes to read, undefined or null for all.
 *
 * @return a binary encoded string of bytes.
 */
util.DataBuffer.prototype.getBytes = function(count) {
  // TODO: deprecate this method, it is poorly named and
  // this.toString('binary') replaces it
  // add a toTypedArray()/toArrayBuffer() function
  var rval;
  if(count) {
    // read count bytes
    count = Math.min(this.length(), count);
    rval = this.data.slice(this.read, this.read + count);
    this.read += count;
  } else if(count === 0) {
    rval = '';
  } else {
    // read all bytes, optimize to only copy when needed
    rval = (this.read === 0) ? this.data : this.data.slice(this.read);
    this.clear();
  }
  return rval;
};

/**
 * Gets a binary encoded string of the bytes from this buffer without
 * modifying the read pointer.
 *
 * @param count the number of bytes to get, omit to get all.
 *
 * @return a string full of binary encoded characters.
 */
util.DataBuffer.prototype.bytes = function(count) {
  // TODO: deprecate this method, it is poorly named, add "getString()"
  return (typeof(count) === 'undefined' ?
    this.data.slice(this.read) :
    this.data.slice(this.read, this.read + count));
};

/**
 * Gets a byte at the given index without modifying the read pointer.
 *
 * @param i the byte index.
 *
 * @return the byte.
 */
util.DataBuffer.prototype.at = function(i) {
  return this.data.getUint8(this.read + i);
};

/**
 * Puts a byte at the given index without modifying the read pointer.
 *
 * @param i the byte index.
 * @param b the byte to put.
 *
 * @return this buffer.
 */
util.DataBuffer.prototype.setAt = function(i, b) {
  this.data.setUint8(i, b);
  return this;
};

/**
 * Gets the last byte without modifying the read pointer.
 *
 * @return the last byte.
 */
util.DataBuffer.prototype.last = function() {
  return this.data.getUint8(this.write - 1);
};

/**
 * Creates a copy of this buffer.
 *
 * @return the copy.
 */
util.DataBuffer.prototype.copy = function() {
  return new util.DataBuffer(this);
};

/**
 * Compacts this buffer.
 *
 * @return this buffer.
 */
util.DataBuffer.prototype.compact = function() {
  if(this.read > 0) {
    var src = new Uint8Array(this.data.buffer, this.read);
    var dst = new Uint8Array(src.byteLength);
    dst.set(src);
    this.data = new DataView(dst);
    this.write -= this.read;
    this.read = 0;
  }
  return this;
};

/**
 * Clears this buffer.
 *
 * @return this buffer.
 */
util.DataBuffer.prototype.clear = function() {
  this.data = new DataView(new ArrayBuffer(0));
  this.read = this.write = 0;
  return this;
};

/**
 * Shortens this buffer by trimming bytes off of the end of this buffer.
 *
 * @param count the number of bytes to trim off.
 *
 * @return this buffer.
 */
util.DataBuffer.prototype.truncate = function(count) {
  this.write = Math.max(0, this.length() - count);
  this.read = Math.min(this.read, this.write);
  return this;
};

/**
 * Converts this buffer to a hexadecimal string.
 *
 * @return a hexadecimal string.
 */
util.DataBuffer.prototype.toHex = function() {
  var rval = '';
  for(var i = this.read; i < this.data.byteLength; ++i) {
    var b = this.data.getUint8(i);
    if(b < 16) {
      rval += '0';
    }
    rval += b.toString(16);
  }
  return rval;
};

/**
 * Converts this buffer to a string, using the given encoding. If no
 * encoding is given, 'utf8' (UTF-8) is used.
 *
 * @param [encoding] the encoding to use: 'binary', 'utf8', 'utf16', 'hex',
 *          'base64' (default: 'utf8').
 *
 * @return a string representation of the bytes in this buffer.
 */
util.DataBuffer.prototype.toString = function(encoding) {
  var view = new Uint8Array(this.data, this.read, this.length());
  encoding = encoding || 'utf8';

  // encode to string
  if(encoding === 'binary' || encoding === 'raw') {
    return util.binary.raw.encode(view);
  }
  if(encoding === 'hex') {
    return util.binary.hex.encode(view);
  }
  if(encoding === 'base64') {
    return util.binary.base64.encode(view);
  }

  // decode to text
  if(encoding === 'utf8') {
    return util.text.utf8.decode(view);
  }
  if(encoding === 'utf16') {
    return util.text.utf16.decode(view);
  }

  throw new Error('Invalid encoding: ' + encoding);
};

/** End Buffer w/UInt8Array backing */

/**
 * Creates a buffer that stores bytes. A value may be given to populate the
 * buffer with data. This value can either be string of encoded bytes or a
 * regular string of characters. When passing a string of binary encoded
 * bytes, the encoding `raw` should be given. This is also the default. When
 * passing a string of characters, the encoding `utf8` should be given.
 *
 * @param [input] a string with encoded bytes to store in the buffer.
 * @param [encoding] (default: 'raw', other: 'utf8').
 */
util.createBuffer = function(input, encoding) {
  // TODO: deprecate, use new ByteBuffer() instead
  encoding = encoding || 'raw';
  if(input !== undefined && encoding === 'utf8') {
    input = util.encodeUtf8(input);
  }
  return new util.ByteBuffer(input);
};

/**
 * Fills a string with a particular value. If you want the string to be a byte
 * string, pass in String.fromCharCode(theByte).
 *
 * @param c the character to fill the string with, use String.fromCharCode
 *          to fill the string with a byte value.
 * @param n the number of characters of value c to fill with.
 *
 * @return the filled string.
 */
util.fillString = function(c, n) {
  var s = '';
  while(n > 0) {
    if(n & 1) {
      s += c;
    }
    n >>>= 1;
    if(n > 0) {
      c += c;
    }
  }
  return s;
};

/**
 * Performs a per byte XOR between two byte strings and returns the result as a
 * string of bytes.
 *
 * @param s1 first string of bytes.
 * @param s2 second string of bytes.
 * @param n the number of bytes to XOR.
 *
 * @return the XOR'd result.
 */
util.xorBytes = function(s1, s2, n) {
  var s3 = '';
  var b = '';
  var t = '';
  var i = 0;
  var c = 0;
  for(; n > 0; --n, ++i) {
    b = s1.charCodeAt(i) ^ s2.charCodeAt(i);
    if(c >= 10) {
      s3 += t;
      t = '';
      c = 0;
    }
    t += String.fromCharCode(b);
    ++c;
  }
  s3 += t;
  return s3;
};

/**
 * Converts a hex string into a 'binary' encoded string of bytes.
 *
 * @param hex the hexadecimal string to convert.
 *
 * @return the binary-encoded string of bytes.
 */
util.hexToBytes = function(hex) {
  // TODO: deprecate: "Deprecated. Use util.binary.hex.decode instead."
  var rval = '';
  var i = 0;
  if(hex.length & 1 == 1) {
    // odd number of characters, convert first character alone
    i = 1;
    rval += String.fromCharCode(parseInt(hex[0], 16));
  }
  // convert 2 characters (1 byte) at a time
  for(; i < hex.length; i += 2) {
    rval += String.fromCharCode(parseInt(hex.substr(i, 2), 16));
  }
  return rval;
};

/**
 * Converts a 'binary' encoded string of bytes to hex.
 *
 * @param bytes the byte string to convert.
 *
 * @return the string of hexadecimal characters.
 */
util.bytesToHex = function(bytes) {
  // TODO: deprecate: "Deprecated. Use util.binary.hex.encode instead."
  return util.createBuffer(bytes).toHex();
};

/**
 * Converts an 32-bit integer to 4-big-endian byte string.
 *
 * @param i the integer.
 *
 * @return the byte string.
 */
util.int32ToBytes = function(i) {
  return (
    String.fromCharCode(i >> 24 & 0xFF) +
    String.fromCharCode(i >> 16 & 0xFF) +
    String.fromCharCode(i >> 8 & 0xFF) +
    String.fromCharCode(i & 0xFF));
};

// base64 characters, reverse mapping
var _base64 =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=';
var _base64Idx = [
/*43 -43 = 0*/
/*'+',  1,  2,  3,'/' */
   62, -1, -1, -1, 63,

/*'0','1','2','3','4','5','6','7','8','9' */
   52, 53, 54, 55, 56, 57, 58, 59, 60, 61,

/*15, 16, 17,'=', 19, 20, 21 */
  -1, -1, -1, 64, -1, -1, -1,

/*65 - 43 = 22*/
/*'A','B','C','D','E','F','G','H','I','J','K','L','M', */
   0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12,

/*'N','O','P','Q','R','S','T','U','V','W','X','Y','Z' */
   13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,

/*91 - 43 = 48 */
/*48, 49, 50, 51, 52, 53 */
  -1, -1, -1, -1, -1, -1,

/*97 - 43 = 54*/
/*'a','b','c','d','e','f','g','h','i','j','k','l','m' */
   26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38,

/*'n','o','p','q','r','s','t','u','v','w','x','y','z' */
   39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51
];

// base58 characters (Bitcoin alphabet)
var _base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * Base64 encodes a 'binary' encoded string of bytes.
 *
 * @param input the binary encoded string of bytes to base64-encode.
 * @param maxline the maximum number of encoded characters per line to use,
 *          defaults to none.
 *
 * @return the base64-encoded output.
 */
util.encode64 = function(input, maxline) {
  // TODO: deprecate: "Deprecated. Use util.binary.base64.encode instead."
  var line = '';
  var output = '';
  var chr1, chr2, chr3;
  var i = 0;
  while(i < input.length) {
    chr1 = input.charCodeAt(i++);
    chr2 = input.charCodeAt(i++);
    chr3 = input.charCodeAt(i++);

    // encode 4 character group
    line += _base64.charAt(chr1 >> 2);
    line += _base64.charAt(((chr1 & 3) << 4) | (chr2 >> 4));
    if(isNaN(chr2)) {
      line += '==';
    } else {
      line += _base64.charAt(((chr2 & 15) << 2) | (chr3 >> 6));
      line += isNaN(chr3) ? '=' : _base64.charAt(chr3 & 63);
    }

    if(maxline && line.length > maxline) {
      output += line.substr(0, maxline) + '\r\n';
      line = line.substr(maxline);
    }
  }
  output += line;
  return output;
};

/**
 * Base64 decodes a string into a 'binary' encoded string of bytes.
 *
 * @param input the base64-encoded input.
 *
 * @return the binary encoded string.
 */
util.decode64 = function(input) {
  // TODO: deprecate: "Deprecated. Use util.binary.base64.decode instead."

  // remove all non-base64 characters
  input = input.replace(/[^A-Za-z0-9\+\/\=]/g, '');

  var output = '';
  var enc1, enc2, enc3, enc4;
  var i = 0;

  while(i < input.length) {
    enc1 = _base64Idx[input.charCodeAt(i++) - 43];
    enc2 = _base64Idx[input.charCodeAt(i++) - 43];
    enc3 = _base64Idx[input.charCodeAt(i++) - 43];
    enc4 = _base64Idx[input.charCodeAt(i++) - 43];

    output += String.fromCharCode((enc1 << 2) | (enc2 >> 4));
    if(enc3 !== 64) {
      // decoded at least 2 bytes
      output += String.fromCharCode(((enc2 & 15) << 4) | (enc3 >> 2));
      if(enc4 !== 64) {
        // decoded 3 bytes
        output += String.fromCharCode(((enc3 & 3) << 6) | enc4);
      }
    }
  }

  return output;
};

/**
 * Encodes the given string of characters (a standard JavaScript
 * string) as a binary encoded string where the bytes represent
 * a UTF-8 encoded string of characters. Non-ASCII characters will be
 * encoded as multiple bytes according to UTF-8.
 *
 * @param str a standard string of characters to encode.
 *
 * @return the binary encoded string.
 */
util.encodeUtf8 = function(str) {
  return unescape(encodeURIComponent(str));
};

/**
 * Decodes a binary encoded string that contains bytes that
 * represent a UTF-8 encoded string of characters -- into a
 * string of characters (a standard JavaScript string).
 *
 * @param str the binary encoded string to decode.
 *
 * @return the resulting standard string of characters.
 */
util.decodeUtf8 = function(str) {
  return decodeURIComponent(escape(str));
};

// binary encoding/decoding tools
// FIXME: Experimental. Do not use yet.
util.binary = {
  raw: {},
  hex: {},
  base64: {},
  base58: {},
  baseN : {
    encode: baseN.encode,
    decode: baseN.decode
  }
};

/**
 * Encodes a Uint8Array as a binary-encoded string. This encoding uses
 * a value between 0 and 255 for each character.
 *
 * @param bytes the Uint8Array to encode.
 *
 * @return the binary-encoded string.
 */
util.binary.raw.encode = function(bytes) {
  return String.fromCharCode.apply(null, bytes);
};

/**
 * Decodes a binary-encoded string to a Uint8Array. This encoding uses
 * a value between 0 and 255 for each character.
 *
 * @param str the binary-encoded string to decode.
 * @param [output] an optional Uint8Array to write the output to; if it
 *          is too small, an exception will be thrown.
 * @param [offset] the start offset for writing to the output (default: 0).
 *
 * @return the Uint8Array or the number of bytes written if output was given.
 */
util.binary.raw.decode = function(str, output, offset) {
  var out = output;
  if(!out) {
    out = new Uint8Array(str.length);
  }
  offset = offset || 0;
  var j = offset;
  for(var i = 0; i < str.length; ++i) {
    out[j++] = str.charCodeAt(i);
  }
  return output ? (j - offset) : out;
};

/**
 * Encodes a 'binary' string, ArrayBuffer, DataView, TypedArray, or
 * ByteBuffer as a string of hexadecimal characters.
 *
 * @param bytes the bytes to convert.
 *
 * @return the string of hexadecimal characters.
 */
util.binary.hex.encode = util.bytesToHex;

/**
 * Decodes a hex-encoded string to a Uint8Array.
 *
 * @param hex the hexadecimal string to convert.
 * @param [output] an optional Uint8Array to write the output to; if it
 *          is too small, an exception will be thrown.
 * @param [offset] the start offset for writing to the output (default: 0).
 *
 * @return the Uint8Array or the number of bytes written if output was given.
 */
util.binary.hex.decode = function(hex, output, offset) {
  var out = output;
  if(!out) {
    out = new Uint8Array(Math.ceil(hex.length / 2));
  }
  offset = offset || 0;
  var i = 0, j = offset;
  if(hex.length & 1) {
    // odd number of characters, convert first character alone
    i = 1;
    out[j++] = parseInt(hex[0], 16);
  }
  // convert 2 characters (1 byte) at a time
  for(; i < hex.length; i += 2) {
    out[j++] = parseInt(hex.substr(i, 2), 16);
  }
  return output ? (j - offset) : out;
};

/**
 * Base64-encodes a Uint8Array.
 *
 * @param input the Uint8Array to encode.
 * @param maxline the maximum number of encoded characters per line to use,
 *          defaults to none.
 *
 * @return the base64-encoded output string.
 */
util.binary.base64.encode = function(input, maxline) {
  var line = '';
  var output = '';
  var chr1, chr2, chr3;
  var i = 0;
  while(i < input.byteLength) {
    chr1 = input[i++];
    chr2 = input[i++];
    chr3 = input[i++];

    // encode 4 character group
    line += _base64.charAt(chr1 >> 2);
    line += _base64.charAt(((chr1 & 3) << 4) | (chr2 >> 4));
    if(isNaN(chr2)) {
      line += '==';
    } else {
      line += _base64.charAt(((chr2 & 15) << 2) | (chr3 >> 6));
      line += isNaN(chr3) ? '=' : _base64.charAt(chr3 & 63);
    }

    if(maxline && line.length > maxline) {
      output += line.substr(0, maxline) + '\r\n';
      line = line.substr(maxline);
    }
  }
  output += line;
  return output;
};

/**
 * Decodes a base64-encoded string to a Uint8Array.
 *
 * @param input the base64-encoded input string.
 * @param [output] an optional Uint8Array to write the output to; if it
 *          is too small, an exception will be thrown.
 * @param [offset] the start offset for writing to the output (default: 0).
 *
 * @return the Uint8Array or the number of bytes written if output was given.
 */
util.binary.base64.decode = function(input, output, offset) {
  var out = output;
  if(!out) {
    out = new Uint8Array(Math.ceil(input.length / 4) * 3);
  }

  // remove all non-base64 characters
  input = input.replace(/[^A-Za-z0-9\+\/\=]/g, '');

  offset = offset || 0;
  var enc1, enc2, enc3, enc4;
  var i = 0, j = offset;

  while(i < input.length) {
    enc1 = _base64Idx[input.charCodeAt(i++) - 43];
    enc2 = _base64Idx[input.charCodeAt(i++) - 43];
    enc3 = _base64Idx[input.charCodeAt(i++) - 43];
    enc4 = _base64Idx[input.charCodeAt(i++) - 43];

    out[j++] = (enc1 << 2) | (enc2 >> 4);
    if(enc3 !== 64) {
      // decoded at least 2 bytes
      out[j++] = ((enc2 & 15) << 4) | (enc3 >> 2);
      if(enc4 !== 64) {
        // decoded 3 bytes
        out[j++] = ((enc3 & 3) << 6) | enc4;
      }
    }
  }

  // make sure result is the exact decoded length
  return output ? (j - offset) : out.subarray(0, j);
};

// add support for base58 encoding/decoding with Bitcoin alphabet
util.binary.base58.encode = function(input, maxline) {
  return util.binary.baseN.encode(input, _base58, maxline);
};
util.binary.base58.decode = function(input, maxline) {
  return util.binary.baseN.decode(input, _base58, maxline);
};

// text encoding/decoding tools
// FIXME: Experimental. Do not use yet.
util.text = {
  utf8: {},
  utf16: {}
};

/**
 * Encodes the given string as UTF-8 in a Uint8Array.
 *
 * @param str the string to encode.
 * @param [output] an optional Uint8Array to write the output to; if it
 *          is too small, an exception will be thrown.
 * @param [offset] the start offset for writing to the output (default: 0).
 *
 * @return the Uint8Array or the number of bytes written if output was given.
 */
util.text.utf8.encode = function(str, output, offset) {
  str = util.encodeUtf8(str);
  var out = output;
  if(!out) {
    out = new Uint8Array(str.length);
  }
  offset = offset || 0;
  var j = offset;
  for(var i = 0; i < str.length; ++i) {
    out[j++] = str.charCodeAt(i);
  }
  return output ? (j - offset) : out;
};

/**
 * Decodes the UTF-8 contents from a Uint8Array.
 *
 * @param bytes the Uint8Array to decode.
 *
 * @return the resulting string.
 */
util.text.utf8.decode = function(bytes) {
  return util.decodeUtf8(String.fromCharCode.apply(null, bytes));
};

/**
 * Encodes the given string as UTF-16 in a Uint8Array.
 *
 * @param str the string to encode.
 * @param [output] an optional Uint8Array to write the output to; if it
 *          is too small, an exception will be thrown.
 * @param [offset] the start offset for writing to the output (default: 0).
 *
 * @return the Uint8Array or the number of bytes written if output was given.
 */
util.text.utf16.encode = function(str, output, offset) {
  var out = output;
  if(!out) {
    out = new Uint8Array(str.length * 2);
  }
  var view = new Uint16Array(out.buffer);
  offset = offset || 0;
  var j = offset;
  var k = offset;
  for(var i = 0; i < str.length; ++i) {
    view[k++] = str.charCodeAt(i);
    j += 2;
  }
  return output ? (j - offset) : out;
};

/**
 * Decodes the UTF-16 contents from a Uint8Array.
 *
 * @param bytes the Uint8Array to decode.
 *
 * @return the resulting string.
 */
util.text.utf16.decode = function(bytes) {
  return String.fromCharCode.apply(null, new Uint16Array(bytes.buffer));
};

/**
 * Deflates the given data using a flash interface.
 *
 * @param api the flash interface.
 * @param bytes the data.
 * @param raw true to return only raw deflate data, false to include zlib
 *          header and trailer.
 *
 * @return the deflated data as a string.
 */
util.deflate = function(api, bytes, raw) {
  bytes = util.decode64(api.deflate(util.encode64(bytes)).rval);

  // strip zlib header and trailer if necessary
  if(raw) {
    // zlib header is 2 bytes (CMF,FLG) where FLG indicates that
    // there is a 4-byte DICT (alder-32) block before the data if
    // its 5th bit is set
    var start = 2;
    var flg = bytes.charCodeAt(1);
    if(flg & 0x20) {
      start = 6;
    }
    // zlib trailer is 4 bytes of adler-32
    bytes = bytes.substring(start, bytes.length - 4);
  }

  return bytes;
};

/**
 * Inflates the given data using a flash interface.
 *
 * @param api the flash interface.
 * @param bytes the data.
 * @param raw true if the incoming data has no zlib header or trailer and is
 *          raw DEFLATE data.
 *
 * @return the inflated data as a string, null on error.
 */
util.inflate = function(api, bytes, raw) {
  // TODO: add zlib header and trailer if necessary/possible
  var rval = api.inflate(util.encode64(bytes)).rval;
  return (rval === null) ? null : util.decode64(rval);
};

/**
 * Sets a storage object.
 *
 * @param api the storage interface.
 * @param id the storage ID to use.
 * @param obj the storage object, null to remove.
 */
var _setStorageObject = function(api, id, obj) {
  if(!api) {
    throw new Error('WebStorage not available.');
  }

  var rval;
  if(obj === null) {
    rval = api.removeItem(id);
  } else {
    // json-encode and base64-encode object
    obj = util.encode64(JSON.stringify(obj));
    rval = api.setItem(id, obj);
  }

  // handle potential flash error
  if(typeof(rval) !== 'undefined' && rval.rval !== true) {
    var error = new Error(rval.error.message);
    error.id = rval.error.id;
    error.name = rval.error.name;
    throw error;
  }
};

/**
 * Gets a storage object.
 *
 * @param api the storage interface.
 * @param id the storage ID to use.
 *
 * @return the storage object entry or null if none exists.
 */
var _getStorageObject = function(api, id) {
  if(!api) {
    throw new Error('WebStorage not available.');
  }

  // get the existing entry
  var rval = api.getItem(id);

  /* Note: We check api.init because we can't do (api == localStorage)
    on IE because of "Class doesn't support Automation" exception. Only
    the flash api has an init method so this works too, but we need a
    better solution in the future. */

  // flash returns item wrapped in an object, handle special case
  if(api.init) {
    if(rval.rval === null) {
      if(rval.error) {
        var error = new Error(rval.error.message);
        error.id = rval.error.id;
        error.name = rval.error.name;
        throw error;
      }
      // no error, but also no item
      rval = null;
    } else {
      rval = rval.rval;
    }
  }

  // handle decoding
  if(rval !== null) {
    // base64-decode and json-decode data
    rval = JSON.parse(util.decode64(rval));
  }

  return rval;
};

/**
 * Stores an item in local storage.
 *
 * @param api the storage interface.
 * @param id the storage ID to use.
 * @param key the key for the item.
 * @param data the data for the item (any javascript object/primitive).
 */
var _setItem = function(api, id, key, data) {
  // get storage object
  var obj = _getStorageObject(api, id);
  if(obj === null) {
    // create a new storage object
    obj = {};
  }
  // update key
  obj[key] = data;

  // set storage object
  _setStorageObject(api, id, obj);
};

/**
 * Gets an item from local storage.
 *
 * @param api the storage interface.
 * @param id the storage ID to use.
 * @param key the key for the item.
 *
 * @return the item.
 */
var _getItem = function(api, id, key) {
  // get storage object
  var rval = _getStorageObject(api, id);
  if(rval !== null) {
    // return data at key
    rval = (key in rval) ? rval[key] : null;
  }

  return rval;
};

/**
 * Removes an item from local storage.
 *
 * @param api the storage interface.
 * @param id the storage ID to use.
 * @param key the key for the item.
 */
var _removeItem = function(api, id, key) {
  // get storage object
  var obj = _getStorageObject(api, id);
  if(obj !== null && key in obj) {
    // remove key
    delete obj[key];

    // see if entry has no keys remaining
    var empty = true;
    for(var prop in obj) {
      empty = false;
      break;
    }
    if(empty) {
      // remove entry entirely if no keys are left
      obj = null;
    }

    // set storage object
    _setStorageObject(api, id, obj);
  }
};

/**
 * Clears the local disk storage identified by the given ID.
 *
 * @param api the storage interface.
 * @param id the storage ID to use.
 */
var _clearItems = function(api, id) {
  _setStorageObject(api, id, null);
};

/**
 * Calls a storage function.
 *
 * @param func the function to call.
 * @param args the arguments for the function.
 * @param location the location argument.
 *
 * @return the return value from the function.
 */
var _callStorageFunction = function(func, args, location) {
  var rval = null;

  // default storage types
  if(typeof(location) === 'undefined') {
    location = ['web', 'flash'];
  }

  // apply storage types in order of preference
  var type;
  var done = false;
  var exception = null;
  for(var idx in location) {
    type = location[idx];
    try {
      if(type === 'flash' || type === 'both') {
        if(args[0] === null) {
          throw new Error('Flash local storage not available.');
        }
        rval = func.apply(this, args);
        done = (type === 'flash');
      }
      if(type === 'web' || type === 'both') {
        args[0] = localStorage;
        rval = func.apply(this, args);
        done = true;
      }
    } catch(ex) {
      exception = ex;
    }
    if(done) {
      break;
    }
  }

  if(!done) {
    throw exception;
  }

  return rval;
};

/**
 * Stores an item on local disk.
 *
 * The available types of local storage include 'flash', 'web', and 'both'.
 *
 * The type 'flash' refers to flash local storage (SharedObject). In order
 * to use flash local storage, the 'api' parameter must be valid. The type
 * 'web' refers to WebStorage, if supported by the browser. The type 'both'
 * refers to storing using both 'flash' and 'web', not just one or the
 * other.
 *
 * The location array should list the storage types to use in order of
 * preference:
 *
 * ['flash']: flash only storage
 * ['web']: web only storage
 * ['both']: try to store in both
 * ['flash','web']: store in flash first, but if not available, 'web'
 * ['web','flash']: store in web first, but if not available, 'flash'
 *
 * The location array defaults to: ['web', 'flash']
 *
 * @param api the flash interface, null to use only WebStorage.
 * @param id the storage ID to use.
 * @param key the key for the item.
 * @param data the data for the item (any javascript object/primitive).
 * @param location an array with the preferred types of storage to use.
 */
util.setItem = function(api, id, key, data, location) {
  _callStorageFunction(_setItem, arguments, location);
};

/**
 * Gets an item on local disk.
 *
 * Set setItem() for details on storage types.
 *
 * @param api the flash interface, null to use only WebStorage.
 * @param id the storage ID to use.
 * @param key the key for the item.
 * @param location an array with the preferred types of storage to use.
 *
 * @return the item.
 */
util.getItem = function(api, id, key, location) {
  return _callStorageFunction(_getItem, arguments, location);
};

/**
 * Removes an item on local disk.
 *
 * Set setItem() for details on storage types.
 *
 * @param api the flash interface.
 * @param id the storage ID to use.
 * @param key the key for the item.
 * @param location an array with the preferred types of storage to use.
 */
util.removeItem = function(api, id, key, location) {
  _callStorageFunction(_removeItem, arguments, location);
};

/**
 * Clears the local disk storage identified by the given ID.
 *
 * Set setItem() for details on storage types.
 *
 * @param api the flash interface if flash is available.
 * @param id the storage ID to use.
 * @param location an array with the preferred types of storage to use.
 */
util.clearItems = function(api, id, location) {
  _callStorageFunction(_clearItems, arguments, location);
};

/**
 * Check if an object is empty.
 *
 * Taken from:
 * http://stackoverflow.com/questions/679915/how-do-i-test-for-an-empty-javascript-object-from-json/679937#679937
 *
 * @param object the object to check.
 */
util.isEmpty = function(obj) {
  for(var prop in obj) {
    if(obj.hasOwnProperty(prop)) {
      return false;
    }
  }
  return true;
};

/**
 * Format with simple printf-style interpolation.
 *
 * %%: literal '%'
 * %s,%o: convert next argument into a string.
 *
 * @param format the string to format.
 * @param ... arguments to interpolate into the format string.
 */
util.format = function(format) {
  var re = /%./g;
  // current match
  var match;
  // current part
  var part;
  // current arg index
  var argi = 0;
  // collected parts to recombine later
  var parts = [];
  // last index found
  var last = 0;
  // loop while matches remain
  while((match = re.exec(format))) {
    part = format.substring(last, re.lastIndex - 2);
    // don't add empty strings (ie, parts between %s%s)
    if(part.length > 0) {
      parts.push(part);
    }
    last = re.lastIndex;
    // switch on % code
    var code = match[0][1];
    switch(code) {
    case 's':
    case 'o':
      // check if enough arguments were given
      if(argi < arguments.length) {
        parts.push(arguments[argi++ + 1]);
      } else {
        parts.push('<?>');
      }
      break;
    // FIXME: do proper formatting for numbers, etc
    //case 'f':
    //case 'd':
    case '%':
      parts.push('%');
      break;
    default:
      parts.push('<%' + code + '?>');
    }
  }
  // add trailing part of format string
  parts.push(format.substring(last));
  return parts.join('');
};

/**
 * Formats a number.
 *
 * http://snipplr.com/view/5945/javascript-numberformat--ported-from-php/
 */
util.formatNumber = function(number, decimals, dec_point, thousands_sep) {
  // http://kevin.vanzonneveld.net
  // +   original by: Jonas Raoni Soares Silva (http://www.jsfromhell.com)
  // +   improved by: Kevin van Zonneveld (http://kevin.vanzonneveld.net)
  // +     bugfix by: Michael White (http://crestidg.com)
  // +     bugfix by: Benjamin Lupton
  // +     bugfix by: Allan Jensen (http://www.winternet.no)
  // +    revised by: Jonas Raoni Soares Silva (http://www.jsfromhell.com)
  // *     example 1: number_format(1234.5678, 2, '.', '');
  // *     returns 1: 1234.57

  var n = number, c = isNaN(decimals = Math.abs(decimals)) ? 2 : decimals;
  var d = dec_point === undefined ? ',' : dec_point;
  var t = thousands_sep === undefined ?
   '.' : thousands_sep, s = n < 0 ? '-' : '';
  var i = parseInt((n = Math.abs(+n || 0).toFixed(c)), 10) + '';
  var j = (i.length > 3) ? i.length % 3 : 0;
  return s + (j ? i.substr(0, j) + t : '') +
    i.substr(j).replace(/(\d{3})(?=\d)/g, '$1' + t) +
    (c ? d + Math.abs(n - i).toFixed(c).slice(2) : '');
};

/**
 * Formats a byte size.
 *
 * http://snipplr.com/view/5949/format-humanize-file-byte-size-presentation-in-javascript/
 */
util.formatSize = function(size) {
  if(size >= 1073741824) {
    size = util.formatNumber(size / 1073741824, 2, '.', '') + ' GiB';
  } else if(size >= 1048576) {
    size = util.formatNumber(size / 1048576, 2, '.', '') + ' MiB';
  } else if(size >= 1024) {
    size = util.formatNumber(size / 1024, 0) + ' KiB';
  } else {
    size = util.formatNumber(size, 0) + ' bytes';
  }
  return size;
};

/**
 * Converts an IPv4 or IPv6 string representation into bytes (in network order).
 *
 * @param ip the IPv4 or IPv6 address to convert.
 *
 * @return the 4-byte IPv6 or 16-byte IPv6 address or null if the address can't
 *         be parsed.
 */
util.bytesFromIP = function(ip) {
  if(ip.indexOf('.') !== -1) {
    return util.bytesFromIPv4(ip);
  }
  if(ip.indexOf(':') !== -1) {
    return util.bytesFromIPv6(ip);
  }
  return null;
};

/**
 * Converts an IPv4 string representation into bytes (in network order).
 *
 * @param ip the IPv4 address to convert.
 *
 * @return the 4-byte address or null if the address can't be parsed.
 */
util.bytesFromIPv4 = function(ip) {
  ip = ip.split('.');
  if(ip.length !== 4) {
    return null;
  }
  var b = util.createBuffer();
  for(var i = 0; i < ip.length; ++i) {
    var num = parseInt(ip[i], 10);
    if(isNaN(num)) {
      return null;
    }
    b.putByte(num);
  }
  return b.getBytes();
};

/**
 * Converts an IPv6 string representation into bytes (in network order).
 *
 * @param ip the IPv6 address to convert.
 *
 * @return the 16-byte address or null if the address can't be parsed.
 */
util.bytesFromIPv6 = function(ip) {
  var blanks = 0;
  ip = ip.split(':').filter(function(e) {
    if(e.length === 0) ++blanks;
    return true;
  });
  var zeros = (8 - ip.length + blanks) * 2;
  var b = util.createBuffer();
  for(var i = 0; i < 8; ++i) {
    if(!ip[i] || ip[i].length === 0) {
      b.fillWithByte(0, zeros);
      zeros = 0;
      continue;
    }
    var bytes = util.hexToBytes(ip[i]);
    if(bytes.length < 2) {
      b.putByte(0);
    }
    b.putBytes(bytes);
  }
  return b.getBytes();
};

/**
 * Converts 4-bytes into an IPv4 string representation or 16-bytes into
 * an IPv6 string representation. The bytes must be in network order.
 *
 * @param bytes the bytes to convert.
 *
 * @return the IPv4 or IPv6 string representation if 4 or 16 bytes,
 *         respectively, are given, otherwise null.
 */
util.bytesToIP = function(bytes) {
  if(bytes.length === 4) {
    return util.bytesToIPv4(bytes);
  }
  if(bytes.length === 16) {
    return util.bytesToIPv6(bytes);
  }
  return null;
};

/**
 * Converts 4-bytes into an IPv4 string representation. The bytes must be
 * in network order.
 *
 * @param bytes the bytes to convert.
 *
 * @return the IPv4 string representation or null for an invalid # of bytes.
 */
util.bytesToIPv4 = function(bytes) {
  if(bytes.length !== 4) {
    return null;
  }
  var ip = [];
  for(var i = 0; i < bytes.length; ++i) {
    ip.push(bytes.charCodeAt(i));
  }
  return ip.join('.');
};

/**
 * Converts 16-bytes into an IPv16 string representation. The bytes must be
 * in network order.
 *
 * @param bytes the bytes to convert.
 *
 * @return the IPv16 string representation or null for an invalid # of bytes.
 */
util.bytesToIPv6 = function(bytes) {
  if(bytes.length !== 16) {
    return null;
  }
  var ip = [];
  var zeroGroups = [];
  var zeroMaxGroup = 0;
  for(var i = 0; i < bytes.length; i += 2) {
    var hex = util.bytesToHex(bytes[i] + bytes[i + 1]);
    // canonicalize zero representation
    while(hex[0] === '0' && hex !== '0') {
      hex = hex.substr(1);
    }
    if(hex === '0') {
      var last = zeroGroups[zeroGroups.length - 1];
      var idx = ip.length;
      if(!last || idx !== last.end + 1) {
        zeroGroups.push({start: idx, end: idx});
      } else {
        last.end = idx;
        if((last.end - last.start) >
          (zeroGroups[zeroMaxGroup].end - zeroGroups[zeroMaxGroup].start)) {
          zeroMaxGroup = zeroGroups.length - 1;
        }
      }
    }
    ip.push(hex);
  }
  if(zeroGroups.length > 0) {
    var group = zeroGroups[zeroMaxGroup];
    // only shorten group of length > 0
    if(group.end - group.start > 0) {
      ip.splice(group.start, group.end - group.start + 1, '');
      if(group.start === 0) {
        ip.unshift('');
      }
      if(group.end === 7) {
        ip.push('');
      }
    }
  }
  return ip.join(':');
};

/**
 * Estimates the number of processes that can be run concurrently. If
 * creating Web Workers, keep in mind that the main JavaScript process needs
 * its own core.
 *
 * @param options the options to use:
 *          update true to force an update (not use the cached value).
 * @param callback(err, max) called once the operation completes.
 */
util.estimateCores = function(options, callback) {
  if(typeof options === 'function') {
    callback = options;
    options = {};
  }
  options = options || {};
  if('cores' in util && !options.update) {
    return callback(null, util.cores);
  }
  if(typeof navigator !== 'undefined' &&
    'hardwareConcurrency' in navigator &&
    navigator.hardwareConcurrency > 0) {
    util.cores = navigator.hardwareConcurrency;
    return callback(null, util.cores);
  }
  if(typeof Worker === 'undefined') {
    // workers not available
    util.cores = 1;
    return callback(null, util.cores);
  }
  if(typeof Blob === 'undefined') {
    // can't estimate, default to 2
    util.cores = 2;
    return callback(null, util.cores);
  }

  // create worker concurrency estimation code as blob
  var blobUrl = URL.createObjectURL(new Blob(['(',
    function() {
      self.addEventListener('message', function(e) {
        // run worker for 4 ms
        var st = Date.now();
        var et = st + 4;
        while(Date.now() < et);
        self.postMessage({st: st, et: et});
      });
    }.toString(),
  ')()'], {type: 'application/javascript'}));

  // take 5 samples using 16 workers
  sample([], 5, 16);

  function sample(max, samples, numWorkers) {
    if(samples === 0) {
      // get overlap average
      var avg = Math.floor(max.reduce(function(avg, x) {
        return avg + x;
      }, 0) / max.length);
      util.cores = Math.max(1, avg);
      URL.revokeObjectURL(blobUrl);
      return callback(null, util.cores);
    }
    map(numWorkers, function(err, results) {
      max.push(reduce(numWorkers, results));
      sample(max, samples - 1, numWorkers);
    });
  }

  function map(numWorkers, callback) {
    var workers = [];
    var results = [];
    for(var i = 0; i < numWorkers; ++i) {
      var worker = new Worker(blobUrl);
      worker.addEventListener('message', function(e) {
        results.push(e.data);
        if(results.length === numWorkers) {
          for(var i = 0; i < numWorkers; ++i) {
            workers[i].terminate();
          }
          callback(null, results);
        }
      });
      workers.push(worker);
    }
    for(var i = 0; i < numWorkers; ++i) {
      workers[i].postMessage(i);
    }
  }

  function reduce(numWorkers, results) {
    // find overlapping time windows
    var overlaps = [];
    for(var n = 0; n < numWorkers; ++n) {
      var r1 = results[n];
      var overlap = overlaps[n] = [];
      for(var i = 0; i < numWorkers; ++i) {
        if(n === i) {
          continue;
        }
        var r2 = results[i];
        if((r1.st > r2.st && r1.st < r2.et) ||
          (r2.st > r1.st && r2.st < r1.et)) {
          overlap.push(i);
        }
      }
    }
    // get maximum overlaps ... don't include overlapping worker itself
    // as the main JS process was also being scheduled during the work and
    // would have to be subtracted from the estimate anyway
    return overlaps.reduce(function(max, overlap) {
      return Math.max(max, overlap.length);
    }, 0);
  }
};


/***/ }),

/***/ 628:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

// ESM COMPAT FLAG
__nccwpck_require__.r(__webpack_exports__);

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  runCli: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: ./src/shared/exit-codes.ts
var exit_codes = __nccwpck_require__(894);
// EXTERNAL MODULE: ./src/shared/inert.ts
var inert = __nccwpck_require__(105);
;// CONCATENATED MODULE: ./src/shared/process.ts
// The process around a run, for the action's and the CLIs' entries: the signals that cancel it,
// and an exit that loses no line of the log.
/** Ctrl+C (SIGINT), a stop (SIGTERM), and on Windows Ctrl+Break (SIGBREAK), which the runner sends 7.5 s after Ctrl+C. */
const CANCEL_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGBREAK'];
/** The variable with which a test asks for the IPC stand-in of signals (see setUpProcess). */
const IPC_SIGNALS_VARIABLE = 'VIRTUOSO_QA_TEST_IPC_SIGNALS';
/**
 * Sets up the process for a run, and returns the run's abort signal, which each cancelling signal
 * aborts. The handlers stay installed, so a second signal cannot cut the wind-down short. A reader
 * of the log that goes away (`| head`, EPIPE) costs the lines it misses, never the run or its
 * exit code: stdout and stderr faults are ignored.
 *
 * For tests on every OS (Windows can neither send SIGINT to one process nor SIGBREAK from Node): a
 * process started by Node with an IPC channel and `VIRTUOSO_QA_TEST_IPC_SIGNALS=1` takes the
 * message `{ emitSignal: 'SIGINT' | 'SIGTERM' | 'SIGBREAK' }` as that signal, and, as the system
 * would, ends at once when nothing handles it.
 */
function setUpProcess(host = process) {
    for (const stream of [host.stdout, host.stderr])
        stream.on('error', () => { });
    const controller = new AbortController();
    for (const signal of CANCEL_SIGNALS)
        host.on(signal, () => controller.abort());
    if (host.channel && host.env[IPC_SIGNALS_VARIABLE] === '1') {
        host.on('message', (message) => {
            const signal = CANCEL_SIGNALS.find((name) => name === message?.emitSignal);
            if (signal && !host.emit(signal, signal))
                host.kill(host.pid, host.platform === 'win32' || signal === 'SIGBREAK' ? 'SIGKILL' : signal);
        });
        host.channel.unref();
    }
    return controller.signal;
}
/** How long the exit waits for a reader of the log that does not read. */
const FLUSH_WAIT_MS = 2_000;
/**
 * Ends the process with `code` once stdout and stderr have handed every line to the system:
 * where they are pipes (the runner's, a CI log) writes are asynchronous, and an immediate exit
 * would drop the last lines, the verdict among them. The exit itself ends whatever was abandoned
 * (an artifact upload past its deadline).
 */
async function exitWhenFlushed(code, host = process, waitMs = FLUSH_WAIT_MS) {
    const flushed = (stream) => new Promise((resolve) => {
        if (stream.destroyed || !stream.writable)
            return resolve();
        stream.once('error', () => resolve()); // a reader that has gone (EPIPE): nothing left to wait for
        stream.write('', () => resolve());
    });
    let timer;
    await Promise.race([
        Promise.all([flushed(host.stdout), flushed(host.stderr)]),
        new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))
    ]);
    clearTimeout(timer);
    return host.exit(code);
}

;// CONCATENATED MODULE: ./src/cli/bin/run-cli.ts



/**
 * Runs a CLI main with the process's streams, turns SIGINT, SIGTERM and (Windows) SIGBREAK into
 * an abort, and exits with the main's code once its output is out. The one place where a CLI
 * process exits.
 */
function runCli(main) {
    main({
        out: (line) => process.stdout.write(`${line}\n`),
        err: (line) => process.stderr.write(`${line}\n`),
        cwd: process.cwd(),
        env: process.env,
        signal: setUpProcess()
    }).then((code) => exitWhenFlushed(code), (error) => {
        // One line, never a stack trace: the mains report every expected ending themselves.
        process.stderr.write(`${(0,inert/* inert */.t)(`Unexpected error: ${(0,exit_codes/* messageOf */.bD)(error)}`)}\n`);
        return exitWhenFlushed(1);
    });
}


/***/ }),

/***/ 755:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  P: () => (/* binding */ startCli)
});

;// CONCATENATED MODULE: ./src/cli/node-version.ts
// The Node.js the CLIs need (contract: "The CLIs"), checked by their entries before anything else
// is loaded. This file imports nothing: under an older Node it must load and run as it is.
/**
 * The floor every CLI shares: the first release of each line with node:sqlite without a flag,
 * 22.13 and 23.4 (it came to 22.5 and 23.0 behind --experimental-sqlite), which upload-certificate
 * needs. Every line from 24 has it.
 */
const FLOOR = { 22: 13, 23: 4 };
/**
 * The one line a CLI prints under a Node.js too old for it, or undefined when `version` (as
 * `process.version` gives it, "v20.19.2") will do. `why`, when given, is what the CLI itself needs
 * that release for ("node:sqlite"); a CLI that uses no such module names none. A version it cannot
 * read is taken as new enough: the check is there to explain a missing feature, not to refuse an
 * unusual build.
 */
function unsupportedNodeMessage(cli, version, why) {
    const match = /^v?(\d+)\.(\d+)\./.exec(version);
    if (!match)
        return undefined;
    const [major, minor] = [Number(match[1]), Number(match[2])];
    if (major >= 24 || (major in FLOOR && minor >= FLOOR[major]))
        return undefined;
    const line23 = major === 23 ? ', 23.4 or newer in the 23 line' : '';
    return `${cli} needs Node.js 22.13 or newer${line23}${why ? ` (for ${why})` : ''}; this is Node.js ${version}.`;
}

;// CONCATENATED MODULE: ./src/cli/bin/start-cli.ts

/** The options that ask for the help or the version, which work under any Node.js (contract: "The CLIs"). */
const INFO_OPTIONS = new Set(['-h', '--help', '--version']);
/**
 * Starts a CLI (contract: "The CLIs"): first the check of the Node.js, then the CLI itself, loaded
 * only now. Whatever a module imports statically is evaluated before any of its own code, so the
 * CLI is imported dynamically: under a Node.js too old for it, the one line below is the first and
 * only thing the process prints, instead of a stack trace from a missing feature. `why` is what
 * this CLI itself needs that Node.js for, when it uses such a module.
 *
 * Under such a Node.js, `-h`, `--help` and `--version` still work: the CLI is loaded (its modules
 * load on Node.js 20; a test runs each bundle's --help and --version there) and given that one
 * option alone, so that it can print nothing but its help or its version, whatever else the
 * command line holds. webpack's "eager" mode (scripts/bundle.ts bundles with ncc) keeps such an
 * import in the entry's file rather than a chunk of its own, and still evaluates the module only
 * when the import runs.
 */
async function startCli(name, load, why) {
    let argv = process.argv.slice(2);
    const problem = unsupportedNodeMessage(name, process.version, why);
    if (problem !== undefined) {
        const info = argv.find((word) => INFO_OPTIONS.has(word));
        if (info === undefined) {
            process.stderr.write(`${problem}\n`);
            process.exitCode = 1;
            return;
        }
        argv = [info];
    }
    const [{ runCli }, main] = await Promise.all([Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 628)), load()]);
    runCli((io) => main(argv, io));
}


/***/ }),

/***/ 577:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _start_cli_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(755);

// Loaded only after the check of the Node.js (start-cli.ts); "eager" keeps it in this one file.
// node:sqlite writes the certificate database: the reason for the Node.js it needs.
await (0,_start_cli_js__WEBPACK_IMPORTED_MODULE_0__/* .startCli */ .P)('upload-certificate', async () => (await Promise.resolve(/* import() eager */).then(__nccwpck_require__.bind(__nccwpck_require__, 757))).uploadCertificateCli, 'node:sqlite');

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 757:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

// ESM COMPAT FLAG
__nccwpck_require__.r(__webpack_exports__);

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  UPLOAD_CERTIFICATE_USAGE: () => (/* binding */ UPLOAD_CERTIFICATE_USAGE),
  uploadCertificateCli: () => (/* binding */ uploadCertificateCli)
});

;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_require("node:path");
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_namespaceObject);
;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_require("node:crypto");
;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_require("node:fs/promises");
// EXTERNAL MODULE: ./src/shared/exit-codes.ts
var exit_codes = __nccwpck_require__(894);
;// CONCATENATED MODULE: ./src/shared/make-directory.ts


/**
 * Creates `dir` and whichever of its parents are missing, one non-recursive mkdir per level, and
 * returns the directories it created, outermost first (none when `dir` was there already).
 *
 * Not `mkdir(dir, { recursive: true })`: on a path no directory can be made in, such as /proc/nope,
 * Node's recursive mkdir loops for good (mkdir("/proc/nope") ENOENT, mkdir("/proc") EEXIST, again),
 * blocking the event loop in its Sync form, so that no signal is ever handled. Here each level is
 * tried once more after its parent was made, at most: the calls are bounded by the path's depth,
 * and asynchronous, so a signal is handled between them.
 * @throws the system's error (ENOENT, EACCES, EEXIST for a file in the way, …).
 */
async function makeDirectory(dir, mode) {
    const created = [];
    await makeLevel(external_node_path_default().resolve(dir), mode, created);
    return created;
}
async function makeLevel(dir, mode, created) {
    for (let attempt = 1;; attempt++) {
        try {
            await (0,promises_namespaceObject.mkdir)(dir, { mode });
            created.push(dir);
            return;
        }
        catch (error) {
            // There already (made meanwhile, perhaps): done if it is a directory or a link to one (Windows
            // answers EPERM, not EEXIST, for a drive's root); a file in the way is the error.
            if (await (0,promises_namespaceObject.stat)(dir).then((stats) => stats.isDirectory(), () => false))
                return;
            const code = error.code;
            const parent = external_node_path_default().dirname(dir);
            // ENOENT: the parent is missing. Once it is made, a second ENOENT (procfs) is the answer, not a reason to try again.
            if (code !== 'ENOENT' || attempt > 1 || parent === dir)
                throw error;
            await makeLevel(parent, mode, created);
        }
    }
}

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_require("node:fs");
;// CONCATENATED MODULE: ./src/shared/read-file.ts


/** What one read asks for: whole chunks, as some procfs files refuse odd lengths (pagemap, EINVAL). */
const CHUNK_BYTES = 1 << 16;
/**
 * Reads a regular file of at most `maxBytes`, in a bounded number of non-blocking calls: opened
 * without waiting (a pipe would wait for a writer, /proc/kmsg for a message: O_NONBLOCK, where the
 * system has it), checked on the open file, and read in chunks to just past the limit at most, since
 * a procfs file says it holds 0 bytes and may never end (/proc/self/pagemap). Anything else that is
 * not a regular file is not read at all.
 * @returns the bytes, or why they were not read.
 * @throws the system's error (ENOENT, EACCES, EIO, …).
 */
async function readRegularFile(file, maxBytes) {
    let handle;
    try {
        handle = await (0,promises_namespaceObject.open)(file, external_node_fs_namespaceObject.constants.O_RDONLY | (external_node_fs_namespaceObject.constants.O_NONBLOCK ?? 0));
    }
    catch (error) {
        // Windows does not open a directory as a file.
        if (error.code === 'EISDIR')
            return { refused: 'a directory' };
        throw error;
    }
    try {
        const stats = await handle.stat();
        if (stats.isDirectory())
            return { refused: 'a directory' };
        if (!stats.isFile())
            return { refused: 'not a regular file' };
        const chunks = [];
        let total = 0;
        for await (const chunk of chunksOf(handle)) {
            chunks.push(chunk);
            total += chunk.length;
            if (total > maxBytes)
                return { refused: 'too large' };
        }
        return Buffer.concat(chunks, total);
    }
    finally {
        await handle.close();
    }
}
/** The rest of an open file, a chunk per read, until a read gives nothing; the handle stays open. */
async function* chunksOf(handle, signal) {
    for (;;) {
        const { bytesRead, buffer } = await handle.read(Buffer.alloc(CHUNK_BYTES), 0, CHUNK_BYTES, null);
        if (bytesRead === 0)
            return;
        signal?.throwIfAborted();
        yield buffer.subarray(0, bytesRead);
    }
}
/**
 * The bytes of a file, chunk by chunk as they are read, under `signal`: for a reader that keeps
 * only what it needs of a large file (selectJson). A loop on the file's handle rather than a read
 * stream, whose first use costs a run more CPU than the whole read.
 */
async function* fileChunks(file, signal) {
    signal?.throwIfAborted();
    const handle = await open(file, constants.O_RDONLY);
    try {
        yield* chunksOf(handle, signal);
    }
    finally {
        await handle.close();
    }
}

;// CONCATENATED MODULE: external "node:timers/promises"
const external_node_timers_promises_namespaceObject = __WEBPACK_EXTERNAL_require("node:timers/promises");
;// CONCATENATED MODULE: ./src/shared/remove.ts



// Removal that a file held for a moment cannot turn into a failure. On Windows, antivirus or the
// indexer may hold a file just written; SQLite's files too, until their handle is closed.
/** The codes of a removal that may succeed a moment later. */
const TRANSIENT = new Set(['EBUSY', 'EPERM', 'ENOTEMPTY', 'EMFILE', 'ENFILE']);
/** The wait before the nth retry: 0.1 s times n. */
const RETRY_DELAY_MS = 100;
/**
 * Removes a file or a directory tree, trying again a few times while the fault may pass.
 * Resolves to undefined once it is gone, or to the last fault: never rejects, because the
 * caller's result matters more than the removal's.
 */
async function removeTree(target, options = {}) {
    const { attempts = 5, remove = (t) => (0,promises_namespaceObject.rm)(t, { recursive: true, force: true }) } = options;
    for (let attempt = 1;; attempt++) {
        try {
            await remove(target);
            return undefined;
        }
        catch (error) {
            if (attempt >= attempts || !TRANSIENT.has(error.code ?? ''))
                return error;
            await (0,external_node_timers_promises_namespaceObject.setTimeout)(RETRY_DELAY_MS * attempt);
        }
    }
}
/**
 * Removes files that this run created, on an error path, at once: tried again after 0.05 and
 * 0.1 s while held, then left quietly, so that the error being handled, not the removal's,
 * reaches the user. Files only: a directory is left alone.
 */
function removeFilesQuietly(files) {
    for (const file of files) {
        for (let attempt = 1;; attempt++) {
            try {
                (0,external_node_fs_namespaceObject.unlinkSync)(file);
                break;
            }
            catch (error) {
                // Given up at a fault that will not pass (ENOENT among them: already gone) or at the third try: left in the work directory.
                if (attempt >= 3 || !TRANSIENT.has(error.code ?? ''))
                    break;
                sleepSync(50 * attempt);
            }
        }
    }
}
/** Blocks this thread for `ms`: error paths only, where the caller is synchronous. */
function sleepSync(ms) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

;// CONCATENATED MODULE: ./src/service/certificate-files.ts
/**
 * The three files of a certificate entry (specification part 2): the keys of `item.s3PreSignedUrls`
 * in endpoint 1's answer, and the files of the NSS SQL database that the conversion writes.
 */
const NSS_FILES = ['key4.db', 'cert9.db', 'pkcs11.txt'];

;// CONCATENATED MODULE: ./src/service/hosts.ts

/** The service's two environments (Client B rule 3): they differ in the API host and the web interface host. */
const environments = {
    default: { apiUrl: 'https://api.virtuoso.qa/api', uiUrl: 'https://app.virtuoso.qa' },
    app2: { apiUrl: 'https://api-app2.virtuoso.qa/api', uiUrl: 'https://app-app2.virtuoso.qa' }
};
/**
 * The hosts to use: the chosen environment's, each overridable by an explicit address, which
 * `names` names in a message as the front end spells it (`--api_url`, `The input "api-url"`).
 * @throws UsageError when an address is not an http or https URL, before any request.
 */
function resolveHosts(app2, overrides, names) {
    const environment = app2 ? environments.app2 : environments.default;
    return {
        apiUrl: checkedUrl(names.apiUrl, overrides.apiUrl ?? environment.apiUrl),
        uiUrl: checkedUrl(names.uiUrl, overrides.uiUrl ?? environment.uiUrl)
    };
}
/** Whether a text is an absolute http or https address. */
function isHttpUrl(url) {
    return URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol);
}
function checkedUrl(name, url) {
    if (!isHttpUrl(url)) {
        throw new exit_codes/* UsageError */.eb(`${name} must be an http or https address, not "${url}".`);
    }
    // As the URL parser writes it (host in lower case, no default port, spaces encoded): requests
    // send their path as written (see pathAsWritten), so it must already be a valid one.
    return trimSlashes(new URL(url).href);
}
/** The link to a job in the web interface (Client B rule 9). */
function executionUrl(uiUrl, jobId) {
    return `${trimSlashes(uiUrl)}/#/project/execution/${encodeURIComponent(jobId)}`;
}
function trimSlashes(url) {
    return url.replace(/\/+$/, '');
}

;// CONCATENATED MODULE: ./src/service/errors.ts
/** Every failure of a request to the service: it got no usable answer. The message is a short cause. */
class ServiceError extends Error {
    constructor(message, options) {
        super(message, options);
        this.name = new.target.name;
    }
}
/** No usable answer arrived: the connection failed or dropped, the deadline passed, or the answer was too large. */
class NetworkError extends ServiceError {
}
/** TLS failures of the handshake, which comes before any byte of the request (Node's and OpenSSL's codes). */
const HANDSHAKE_CODES = /^(ERR_SSL_|ERR_TLS_CERT_)|^(DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_GET_ISSUER_CERT(_LOCALLY)?|UNABLE_TO_VERIFY_LEAF_SIGNATURE|CERT_HAS_EXPIRED|CERT_NOT_YET_VALID)$/;
/**
 * Whether a failed request is known to have sent nothing: the connection was never made (refused,
 * no such host, unreachable) or its TLS handshake failed. Then a POST created nothing; anything
 * else (a reset, a deadline) may have reached the service.
 */
function neverSent(error) {
    const cause = (error instanceof NetworkError ? error.cause : undefined);
    const handshake = HANDSHAKE_CODES.test(cause?.code ?? '') || (cause?.code === 'EPROTO' && /SSL routines/.test(cause.message));
    return cause?.syscall === 'connect' || cause?.syscall === 'getaddrinfo' || handshake;
}
/** The request's deadline passed before its whole answer arrived. */
class DeadlineError extends NetworkError {
    deadlineMs;
    constructor(
    /** The deadline it had, in whole milliseconds. */
    deadlineMs) {
        super(`no complete answer within ${deadlineMs % 1000 === 0 ? `${deadlineMs / 1000} s` : `${deadlineMs} ms`}`);
        this.deadlineMs = deadlineMs;
    }
}
/** The service answered with a status other than 2xx (a redirect included: it is never followed). */
class HttpStatusError extends ServiceError {
    status;
    retryAfterSeconds;
    address;
    constructor(status, 
    /** Seconds from a `Retry-After` header, when the answer had a usable one. */
    retryAfterSeconds, 
    /** The address that answered (addressOf), named when the status says the address may be wrong. */
    address) {
        super(describeStatus(status, address));
        this.status = status;
        this.retryAfterSeconds = retryAfterSeconds;
        this.address = address;
    }
}
/** The service answered 2xx with a body that is not what the endpoint returns. */
class InvalidResponseError extends ServiceError {
}
/**
 * What to check when the answer says the address is not the API's: the web interface's address
 * given as the API's answers an HTML page, and a wrong path answers 404 as a wrong id does.
 */
const API_ADDRESS_HINT = "the API's address, api-url, ends in /api; the web interface's host is ui-url";
/** Statuses that a wrong address answers as well as a wrong id: no such path, or no such method there. */
const WRONG_ADDRESS_STATUSES = [404, 405];
/**
 * "HTTP 503", "HTTP 401: check the token", "HTTP 302 (a redirect, not followed)", and for a status
 * that a wrong address gives, the address that answered and what to check: "HTTP 404 from
 * https://…/goals/7/execute: a wrong id, or a wrong address (the API's address, …)".
 */
function describeStatus(status, address) {
    if (status === 401 || status === 403)
        return `HTTP ${status}: check the token`;
    if (status >= 300 && status <= 399)
        return `HTTP ${status} (a redirect, not followed)`;
    if (address !== undefined && WRONG_ADDRESS_STATUSES.includes(status))
        return `HTTP ${status} from ${address}: a wrong id, or a wrong address (${API_ADDRESS_HINT})`;
    return `HTTP ${status}`;
}
/** Whether a status may come of a wrong address (WRONG_ADDRESS_STATUSES). */
function mayBeWrongAddress(status) {
    return WRONG_ADDRESS_STATUSES.includes(status);
}
/** The address of a request as a message names it: its origin and path, without credentials or query. */
function addressOf(url, pathAsWritten) {
    return `${new URL(url).origin}${pathAsWritten.replace(/\?.*$/s, '')}`;
}
/** The message of an answer that is an HTML page where JSON was due: the web interface's address, most likely. */
function htmlAnswer(address) {
    return `the answer from ${address} is an HTML page, not JSON (${API_ADDRESS_HINT})`;
}
/** Whether an answer is an HTML page: its declared type, or its first character. */
function isHtml(contentType, body) {
    return /^text\/html/i.test(contentType ?? '') || /^\s*</.test(body);
}

;// CONCATENATED MODULE: ./src/shared/json-text.ts
// What JSON.parse does not keep of a JSON text, read from the text itself: the order of an
// object's keys, and the digits of a number.
/**
 * JSON.parse with every number for which `keep(key)` holds left as the text the service wrote,
 * digit for digit even beyond 2^53 (contract: "Answers are checked"). Uses the reviver's source
 * text access (Node.js 22 and later). Throws as JSON.parse throws.
 */
function parseKeepingDigits(text, keep) {
    const reviver = (key, value, context) => (typeof value === 'number' && keep(key) ? context.source : value);
    return JSON.parse(text, reviver);
}
/**
 * The keys of the object that a top-level object's `name` holds, in the order the text writes them
 * (each once, where it first stands), or none when that value is no object. JSON.parse cannot tell
 * this order: it puts integer keys first, ascending, whatever the text says. `text` must be valid
 * JSON (JSON.parse has read it); of a name written twice, the last counts, as for JSON.parse.
 */
function topLevelKeysInOrder(text, name) {
    let keys = new Set();
    let depth = 0;
    /** Inside the object that the name holds, whose keys stand at depth 2. */
    let collecting = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === QUOTE) {
            const end = endOfString(text, i);
            const colon = afterBlanks(text, end + 1);
            if (text.charCodeAt(colon) === COLON) {
                const key = JSON.parse(text.slice(i, end + 1));
                if (depth === 1 && key === name && text.charCodeAt(afterBlanks(text, colon + 1)) === OPEN_OBJECT) {
                    keys = new Set();
                    collecting = true;
                }
                else if (collecting && depth === 2) {
                    keys.add(key);
                }
            }
            i = end;
        }
        else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
            depth++;
        }
        else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
            depth--;
            if (depth === 1)
                collecting = false;
        }
    }
    return [...keys];
}
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
/** The index of the quote that ends the string whose opening quote is at `start` (the text's end if none does). */
function endOfString(text, start) {
    let i = start + 1;
    while (i < text.length && text.charCodeAt(i) !== QUOTE)
        i += text.charCodeAt(i) === BACKSLASH ? 2 : 1;
    return i;
}
/** The index of the first character from `i` on that is not JSON's whitespace (space, tab, line feed, carriage return). */
function afterBlanks(text, i) {
    while (/[ \t\n\r]/.test(text.charAt(i)))
        i++;
    return i;
}

;// CONCATENATED MODULE: ./src/service/journeys.ts
/** The outcomes a status answer counts journeys by (contract: "The wait, visible and bounded"). */
const JOURNEY_OUTCOMES = ['PASS', 'FAIL', 'ERROR', 'SKIP', 'NOT_REACHED', 'RUNNING'];
/**
 * The journey counts of a status answer's `journeyStatistics`, which the specification does not
 * promise: undefined unless well-formed, so that an odd answer changes nothing. Well-formed:
 * `countPerOutcome` is an object whose six known keys, where present, hold whole numbers ≥ 0 (a
 * missing one counts 0, a null one is malformed; any other key is ignored, whatever its value), and `totalCount`, where
 * present, is a whole number at least their sum. The total is `totalCount`, else the sum.
 */
function parseJourneyStatistics(value) {
    if (!isObject(value) || !isObject(value.countPerOutcome))
        return undefined;
    const perOutcome = value.countPerOutcome;
    const counts = {};
    let sum = 0;
    for (const outcome of JOURNEY_OUTCOMES) {
        const count = Object.hasOwn(perOutcome, outcome) ? perOutcome[outcome] : 0;
        if (!isCount(count))
            return undefined;
        counts[outcome] = count;
        sum += count;
    }
    const total = Object.hasOwn(value, 'totalCount') ? value.totalCount : sum;
    if (!isCount(total) || total < sum)
        return undefined;
    counts.total = total;
    return counts;
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** A whole number ≥ 0 that a number holds exactly (past 2^53 it is no count any service means). */
function isCount(value) {
    return Number.isSafeInteger(value) && value >= 0;
}

;// CONCATENATED MODULE: ./src/shared/json-tokenizer.ts
// One byte-level JSON tokenizer for the answers that can weigh hundreds of megabytes (the report, the journey
// results): it checks the grammar and the strings' UTF-8 and tells a sink about the tokens, so that each consumer
// (the pretty-printer, the selective reader) keeps only what it needs and nothing grows with the document.
/** The text is not a single JSON value of the expected kind; its message is a short phrase such as `not JSON: unexpected "x" at byte 12`. */
class JsonSyntaxError extends Error {
    name = 'JsonSyntaxError';
}
// Where the tokenizer is. The states up to DONE lie between tokens, where whitespace is skipped.
const VALUE = 0; // a value: at the top, after ":", or after "," in an array
const FIRST_ITEM = 1; // a value or "]", just after "["
const FIRST_KEY = 2; // a key or "}", just after "{"
const KEY = 3; // a key, after "," in an object
const json_tokenizer_COLON = 4;
const AFTER = 5; // "," or the closer of the innermost container
const DONE = 6; // after the top-level value: only whitespace may follow
const STRING = 7;
const ESCAPE = 8; // just after a backslash
const UNICODE = 9; // among the four hex digits of \uXXXX
const NUMBER = 10;
const LITERAL = 11; // inside true, false or null
const SEQUENCE = 12; // inside a string, among the continuation bytes of a multi-byte UTF-8 character
// Number sub-states, named after what was read last; a number is complete only in ZERO, INT, FRAC or EXP.
const N_START = 0, N_MINUS = 1, N_ZERO = 2, N_INT = 3, N_DOT = 4, N_FRAC = 5, N_E = 6, N_SIGN = 7, N_EXP = 8;
const N_END = -1; // the byte is the first one after a complete number
const N_BAD = -2;
/** One step of `-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?`. */
function numberStep(s, c) {
    const digit = c >= 0x30 && c <= 0x39;
    const e = c === 0x65 || c === 0x45;
    switch (s) {
        case N_START: return c === 0x2d ? N_MINUS : c === 0x30 ? N_ZERO : digit ? N_INT : N_BAD;
        case N_MINUS: return c === 0x30 ? N_ZERO : digit ? N_INT : N_BAD;
        case N_ZERO: return c === 0x2e ? N_DOT : e ? N_E : N_END; // "01": the "1" is then rejected as a stray token
        case N_INT: return digit ? N_INT : c === 0x2e ? N_DOT : e ? N_E : N_END;
        case N_DOT: return digit ? N_FRAC : N_BAD;
        case N_FRAC: return digit ? N_FRAC : e ? N_E : N_END;
        case N_E: return c === 0x2b || c === 0x2d ? N_SIGN : digit ? N_EXP : N_BAD;
        case N_SIGN: return digit ? N_EXP : N_BAD;
        default: return digit ? N_EXP : N_END;
    }
}
const LITERALS = [Buffer.from('true'), Buffer.from('false'), Buffer.from('null')];
const BOM = [0xef, 0xbb, 0xbf];
/** The UTF-16 code unit of a one-character escape (`\n` and the like), by the byte after the backslash; 0 if none. */
const ESCAPED = new Uint8Array(128);
for (const [c, unit] of [[0x22, 0x22], [0x5c, 0x5c], [0x2f, 0x2f], [0x62, 0x08], [0x66, 0x0c], [0x6e, 0x0a], [0x72, 0x0d], [0x74, 0x09]])
    ESCAPED[c] = unit;
/**
 * A tokenizer of one document that tells `sink` about it as it reads. Only a few bytes of state and the stack of open
 * containers are kept. Invalid UTF-8 in a string is told as U+FFFD, as `Buffer.toString` decodes it. It throws a
 * {@link JsonSyntaxError} at the first grammar error, on an incomplete document at the end, on anything after the
 * top-level value, on nesting deeper than `maxDepth` (default 1000) and, when `topLevel` is `'object'`, when the
 * top-level value is not an object. A leading byte order mark is skipped.
 */
function jsonTokenizer(sink, options = {}) {
    const objectOnly = (options.topLevel ?? 'object') === 'object';
    const maxDepth = options.maxDepth ?? 1_000;
    const stack = []; // the open containers, true for an object
    let state = VALUE;
    let num = N_START;
    let key = false; // whether the current string is a key
    let word = LITERALS[0]; // the literal being read, and how many of its bytes were matched
    let matched = 0;
    let bom = 0; // bytes of a leading byte order mark matched so far; -1 once past the start
    let bytesBefore = 0; // bytes of input before the current chunk
    // A value the sink skips: the depth it starts at, or -1. Nothing inside it is told, and its strings are only
    // scanned for their end (invalid UTF-8 in a string is no grammar error).
    let skipFrom = -1;
    // An escape being read: its bytes so far, and the code unit of \uXXXX.
    const escaped = Buffer.alloc(6);
    let escapedLength = 0;
    let unit = 0;
    // A multi-byte character in a string, as the WHATWG UTF-8 decoder reads it: its bytes so far, how many it needs,
    // and the range of its next byte. Kept across chunks.
    const sequence = Buffer.alloc(4);
    let seen = 0;
    let needed = 0;
    let lower = 0x80;
    let upper = 0xbf;
    function fail(chunk, i, what = 'not JSON: unexpected') {
        // The character at i (always within the chunk), decoded: one that is not valid UTF-8 shows as U+FFFD.
        const char = [...chunk.toString('utf8', i, i + 4)][0];
        throw new JsonSyntaxError(`${what} ${JSON.stringify(char)} at byte ${bytesBefore + i}`);
    }
    /** The start of a byte order mark, cut short: not UTF-8, so U+FFFD at the first byte. */
    const brokenMark = () => new JsonSyntaxError('not JSON: unexpected "\ufffd" at byte 0');
    function endValue() {
        if (skipFrom === stack.length)
            skipFrom = -1;
        state = stack.length > 0 ? AFTER : DONE;
    }
    /** Starts the value whose first byte is at `i`; returns where to read next. */
    function startValue(chunk, i, c) {
        if (objectOnly && stack.length === 0 && c !== 0x7b)
            fail(chunk, i, '[{"tfn-0123456789'.includes(String.fromCharCode(c)) ? 'not a JSON object: the top-level value starts with' : undefined);
        // The state the value starts in, by its first byte.
        const next = c === 0x22 ? STRING : c === 0x7b ? FIRST_KEY : c === 0x5b ? FIRST_ITEM : c === 0x2d || (c >= 0x30 && c <= 0x39) ? NUMBER : c === 0x74 || c === 0x66 || c === 0x6e ? LITERAL : fail(chunk, i);
        if (next <= FIRST_KEY && stack.length >= maxDepth)
            fail(chunk, i, `nested too deeply (over ${maxDepth} levels):`);
        if (skipFrom < 0 && !sink.value(c, bytesBefore + i))
            skipFrom = stack.length;
        state = next;
        if (next === STRING)
            key = false;
        else if (next === NUMBER) {
            num = N_START;
            return i; // the NUMBER state reads the first byte too
        }
        else if (next === LITERAL) {
            word = LITERALS[c === 0x74 ? 0 : c === 0x66 ? 1 : 2];
            matched = 1;
        }
        else
            stack.push(next === FIRST_KEY);
        return i + 1;
    }
    /** The first byte of a multi-byte character in a string (WHATWG UTF-8 decoder). */
    function startSequence(c) {
        if (c >= 0xc2 && c <= 0xdf)
            needed = 1;
        else if (c >= 0xe0 && c <= 0xef) {
            needed = 2;
            if (c === 0xe0)
                lower = 0xa0;
            else if (c === 0xed)
                upper = 0x9f;
        }
        else if (c >= 0xf0 && c <= 0xf4) {
            needed = 3;
            if (c === 0xf0)
                lower = 0x90;
            else if (c === 0xf4)
                upper = 0x8f;
        }
        else {
            sink.replacement(1);
            return;
        }
        sequence[0] = c;
        seen = 1;
        state = SEQUENCE;
    }
    /** Reads one chunk, telling the sink about it. */
    function feed(chunk) {
        const n = chunk.length;
        let i = 0;
        // A leading byte order mark is skipped: some writers put one before UTF-8 JSON, and RFC 8259 lets parsers ignore it.
        while (bom >= 0 && i < n) {
            if (chunk[i] === BOM[bom]) {
                i++;
                if (++bom === 3)
                    bom = -1;
            }
            else if (bom === 0)
                bom = -1;
            else
                throw brokenMark();
        }
        while (i < n) {
            const c = chunk[i];
            if (state <= DONE && (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09)) {
                i++;
                continue;
            }
            switch (state) {
                case VALUE:
                    i = startValue(chunk, i, c);
                    break;
                case FIRST_ITEM:
                case FIRST_KEY:
                    // Only now is it known whether the container is empty ("{}", "[]").
                    if (c === (state === FIRST_KEY ? 0x7d : 0x5d)) {
                        const object = stack.pop();
                        if (skipFrom < 0)
                            sink.close(object, true, stack.length);
                        endValue();
                        i++;
                    }
                    else {
                        if (skipFrom < 0)
                            sink.item(true, stack.length);
                        state = state === FIRST_KEY ? KEY : VALUE;
                    }
                    break;
                case KEY:
                    if (c !== 0x22)
                        fail(chunk, i);
                    if (skipFrom < 0)
                        sink.key(bytesBefore + i);
                    key = true;
                    state = STRING;
                    i++;
                    break;
                case json_tokenizer_COLON:
                    if (c !== 0x3a)
                        fail(chunk, i);
                    if (skipFrom < 0)
                        sink.colon();
                    state = VALUE;
                    i++;
                    break;
                case AFTER: {
                    const inObject = stack[stack.length - 1];
                    if (c === 0x2c) {
                        if (skipFrom < 0)
                            sink.item(false, stack.length);
                        state = inObject ? KEY : VALUE;
                    }
                    else if (c === (inObject ? 0x7d : 0x5d)) {
                        stack.pop();
                        if (skipFrom < 0)
                            sink.close(inObject, false, stack.length);
                        endValue();
                    }
                    else
                        fail(chunk, i);
                    i++;
                    break;
                }
                case DONE: return fail(chunk, i);
                case STRING: {
                    // The hot loop: the run of plain ASCII up to a quote, a backslash, a control character or a non-ASCII byte;
                    // in a skipped value, non-ASCII bytes too (their UTF-8 is not checked).
                    let j = i;
                    let d = c;
                    if (skipFrom < 0) {
                        while (d !== 0x22 && d !== 0x5c && d >= 0x20 && d < 0x80 && ++j < n)
                            d = chunk[j];
                        if (j > i)
                            sink.text(chunk, i, j);
                    }
                    else
                        while (d !== 0x22 && d !== 0x5c && d >= 0x20 && ++j < n)
                            d = chunk[j];
                    i = j;
                    if (i === n)
                        break;
                    if (d === 0x22) {
                        i++;
                        if (skipFrom < 0)
                            sink.stringEnd();
                        if (key)
                            state = json_tokenizer_COLON;
                        else
                            endValue();
                    }
                    else if (d === 0x5c) {
                        escaped[0] = d;
                        escapedLength = 1;
                        state = ESCAPE;
                        i++;
                    }
                    else if (d < 0x20)
                        fail(chunk, i);
                    else {
                        startSequence(d);
                        i++;
                    }
                    break;
                }
                case SEQUENCE: {
                    const continues = c >= lower && c <= upper;
                    lower = 0x80;
                    upper = 0xbf;
                    if (!continues) {
                        // Not a continuation here: the bytes so far are one U+FFFD, and this byte is read again in the string.
                        sink.replacement(seen);
                        state = STRING;
                    }
                    else {
                        sequence[seen++] = c;
                        i++;
                        if (seen === needed + 1) {
                            sink.text(sequence, 0, seen);
                            state = STRING;
                        }
                    }
                    break;
                }
                case ESCAPE:
                    escaped[escapedLength++] = c;
                    i++;
                    if (c === 0x75) {
                        unit = 0;
                        state = UNICODE;
                    }
                    else if (c < 0x80 && ESCAPED[c] !== 0) {
                        if (skipFrom < 0)
                            sink.escape(escaped, 2, ESCAPED[c]);
                        state = STRING;
                    }
                    else
                        fail(chunk, i - 1);
                    break;
                case UNICODE:
                    if (c >= 0x30 && c <= 0x39)
                        unit = unit * 16 + c - 0x30;
                    else if ((c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66))
                        unit = unit * 16 + (c | 0x20) - 0x57;
                    else
                        fail(chunk, i);
                    escaped[escapedLength++] = c;
                    i++;
                    if (escapedLength === 6) {
                        if (skipFrom < 0)
                            sink.escape(escaped, 6, unit);
                        state = STRING;
                    }
                    break;
                case NUMBER: {
                    // Told as written; only its grammar is checked, so large or long numbers stay exact.
                    const first = i;
                    let next = num;
                    while (i < n && (next = numberStep(num, chunk[i])) >= 0) {
                        num = next;
                        i++;
                    }
                    if (skipFrom < 0 && i > first)
                        sink.text(chunk, first, i);
                    if (next === N_BAD)
                        fail(chunk, i);
                    if (next === N_END) {
                        if (skipFrom < 0)
                            sink.numberEnd();
                        endValue(); // and the byte after the number is read again in the new state
                    }
                    break;
                }
                default: // LITERAL
                    if (c !== word[matched])
                        fail(chunk, i);
                    i++;
                    if (++matched === word.length) {
                        if (skipFrom < 0)
                            sink.literal(word);
                        endValue();
                    }
            }
        }
    }
    return {
        feed(chunk) {
            feed(chunk);
            bytesBefore += chunk.length;
        },
        end() {
            // A number is only known to be complete at the end of the text (a top-level number with topLevel 'any').
            if (bom > 0)
                throw brokenMark();
            if (state === NUMBER && stack.length === 0 && (num === N_ZERO || num === N_INT || num === N_FRAC || num === N_EXP)) {
                if (skipFrom < 0)
                    sink.numberEnd();
                endValue();
            }
            if (state !== DONE)
                throw new JsonSyntaxError(`not JSON: unexpected end of input at byte ${bytesBefore}`);
        }
    };
}

;// CONCATENATED MODULE: ./src/shared/json-select.ts


/** What the reader is decoding: a key of a kept object, a kept string, a kept number. */
const json_select_KEY = 1;
const json_select_STRING = 2;
const json_select_NUMBER = 3;
/** U+FFFD, in UTF-8. */
const REPLACEMENT = Buffer.from('\ufffd');
/**
 * Reads a whole JSON document from `source`, telling `selector` about the values it keeps; skipped values cost no
 * allocation (no string is decoded, no path built below them). Rejects with JsonSyntaxError at the first grammar error,
 * at an incomplete end, past maxDepth (default 1000), and when a kept string is longer than maxStringBytes (default 1 MiB)
 * as written; and with whatever `source` or the selector throw.
 *
 * The grammar, the errors and their messages are the pretty-printer's (one tokenizer, json-tokenizer.ts), except that any
 * top-level value is allowed. A key of a kept object is a kept string (it is decoded for the path), and a kept number's
 * text has the same limit: what is decoded stays bounded whatever the answer holds (contract: bounded).
 */
async function selectJson(source, selector, options = {}) {
    const maxStringBytes = options.maxStringBytes ?? 1 << 20;
    const path = [];
    const objects = []; // the kept containers open, true for an object (all the open ones: nothing is told inside a skipped one)
    // The key, string or number being decoded: its bytes so far (whole UTF-8 characters), what its escapes made of the
    // bytes before them, where it started and how many bytes of the input it took.
    let reading = json_select_STRING;
    let bytes = Buffer.allocUnsafe(256);
    let length = 0;
    let decoded = '';
    let startByte = 0;
    let startAt = 0;
    let written = 0;
    function startReading(what, c, at) {
        reading = what;
        length = 0;
        decoded = '';
        startByte = c;
        startAt = at;
        written = 0;
    }
    /** Counts bytes of the input as the token's, against the limit. */
    function count(n) {
        written += n;
        if (written > maxStringBytes) {
            // Told as the tokenizer tells errors: a phrase, the token's first character and its byte offset.
            const what = reading === json_select_NUMBER ? 'number' : 'string';
            throw new JsonSyntaxError(`${what} too long (over ${maxStringBytes} bytes): ${JSON.stringify(String.fromCharCode(startByte))} at byte ${startAt}`);
        }
    }
    function append(from, start, end) {
        if (length + end - start > bytes.length) {
            const larger = Buffer.allocUnsafe(Math.max(2 * bytes.length, length + end - start));
            bytes.copy(larger, 0, 0, length);
            bytes = larger;
        }
        from.copy(bytes, length, start, end);
        length += end - start;
    }
    /** The string read so far: escapes are decoded as they come, the UTF-8 between them here. */
    function text() {
        return length === 0 ? decoded : decoded + bytes.toString('utf8', 0, length);
    }
    const sink = {
        value(c, at) {
            if (!selector.keep(path))
                return false;
            if (c === 0x7b || c === 0x5b) {
                objects.push(c === 0x7b);
                selector.open?.(path, c === 0x7b ? 'object' : 'array');
            }
            else if (c === 0x22)
                startReading(json_select_STRING, c, at);
            else if (c === 0x2d || (c >= 0x30 && c <= 0x39))
                startReading(json_select_NUMBER, c, at);
            return true;
        },
        key(at) { startReading(json_select_KEY, 0x22, at); },
        item(first) {
            // An array's index counts its items; an object's key is set when read.
            if (first)
                path.push(objects[objects.length - 1] ? '' : 0);
            else if (!objects[objects.length - 1])
                path[path.length - 1]++;
        },
        colon() { },
        close(object, empty) {
            if (!empty)
                path.pop();
            objects.pop();
            selector.close?.(path, object ? 'object' : 'array');
        },
        text(from, start, end) {
            count(end - start);
            append(from, start, end);
        },
        escape(_bytes, escapeLength, unit) {
            count(escapeLength);
            // A \uXXXX escape is one UTF-16 code unit, as JSON.parse reads it: two make a surrogate pair, one alone stays so.
            decoded = text() + String.fromCharCode(unit);
            length = 0;
        },
        replacement(writtenBytes) {
            count(writtenBytes);
            append(REPLACEMENT, 0, 3);
        },
        stringEnd() {
            const value = text();
            if (reading === json_select_KEY)
                path[path.length - 1] = value;
            else
                selector.scalar?.(path, value);
        },
        numberEnd() { selector.scalar?.(path, { number: bytes.toString('latin1', 0, length) }); },
        literal(word) { selector.scalar?.(path, word[0] === 0x74 ? true : word[0] === 0x66 ? false : null); }
    };
    const tokenizer = jsonTokenizer(sink, { topLevel: 'any', maxDepth: options.maxDepth });
    for await (const chunk of source)
        tokenizer.feed(chunk);
    tokenizer.end();
}

;// CONCATENATED MODULE: ./src/service/journey-answers.ts


/**
 * Reads J1 from its body; an answer other than described is an InvalidResponseError that says how.
 * With `failed`, a journey keeps only the checkpoints that `failed` says failed, with their steps,
 * and only when it failed itself: where a journey failed needs no more (contract: "where it
 * failed"), and a wide goal's thousands of other checkpoints and steps are let go as they are read.
 */
async function readJourneyResults(body, failed) {
    const kept = (outcome) => failed === undefined || failed(outcome ?? '');
    const results = { journeys: [] };
    // Set by the callbacks as the text is read.
    let suites = 'none';
    let journey;
    let outcome;
    let checkpoint;
    let step;
    const selector = {
        keep: (path) => keepJ1(path),
        open(path, kind) {
            const [top, , field, , stepsField] = path;
            if (path.length === 0) {
                if (kind !== 'object')
                    throw new InvalidResponseError('the answer is not a JSON object');
            }
            else if (path.length === 1 && top === 'testSuites') {
                suites = kind === 'object' ? 'object' : 'other';
            }
            else if (path.length === 2 && suites === 'object') {
                if (kind !== 'object')
                    throw badJourney(path);
                journey = { id: keyId(path[1]), outcome: '', checkpoints: [] };
                outcome = undefined;
            }
            else if (path.length === 4 && field === 'testCases' && kind === 'object' && journey) {
                checkpoint = { id: String(path[3]), steps: [] };
            }
            else if (path.length === 6 && stepsField === 'testSteps' && kind === 'object' && checkpoint) {
                step = { id: String(path[5]) };
                checkpoint.steps.push(step);
            }
        },
        close(path) {
            if (path.length === 2 && journey) {
                if (typeof outcome !== 'string')
                    throw badJourney(path);
                results.journeys.push({ ...journey, outcome, checkpoints: kept(outcome) ? journey.checkpoints : [] });
                journey = undefined;
            }
            else if (path.length === 4 && checkpoint) {
                // Its outcome may follow its steps: known only now.
                if (kept(checkpoint.outcome))
                    journey?.checkpoints.push(checkpoint);
                checkpoint = undefined;
            }
            else if (path.length === 6)
                step = undefined;
        },
        scalar(path, value) {
            if (path.length === 0)
                throw new InvalidResponseError('the answer is not a JSON object');
            if (path.length === 1) {
                if (path[0] === 'testSuites')
                    suites = 'other';
                else if (path[0] === 'startDate')
                    results.startedAt = milliseconds(value);
                else
                    results[path[0]] = idOf(value);
            }
            else if (path.length === 2 && suites === 'object') {
                throw badJourney(path);
            }
            else if (path.length === 3 && journey) {
                if (path[2] === 'outcome')
                    outcome = value;
                else if (path[2] === 'totalDuration')
                    journey.durationMs = milliseconds(value);
                else if (path[2] === 'testSuiteId')
                    journey.id = idOf(value) ?? journey.id;
            }
            else if (path.length === 5 && checkpoint) {
                if (path[4] === 'outcome')
                    checkpoint.outcome = textOf(value);
                else if (path[4] === 'testCaseId')
                    checkpoint.id = idOf(value)?.text ?? checkpoint.id;
            }
            else if (path.length === 7 && step) {
                if (path[6] === 'outcome')
                    step.outcome = textOf(value);
                else if (path[6] === 'testStepId')
                    step.id = idOf(value)?.text ?? step.id;
            }
        }
    };
    await journey_answers_select(body, selector);
    if (suites !== 'object')
        throw new InvalidResponseError(suites === 'none' ? 'the answer has no testSuites' : 'testSuites is not an object');
    return results;
}
/**
 * Reads J2 from its body: the journeys, by id; an entry that is no journey object is left out.
 * With `wanted`, only the journeys with one of those ids are kept, and with `detailed`, only those
 * with one of its ids have their checkpoints and steps read (without it, every journey kept): a
 * version holds every journey of the goal, a run may have run a few, and only the failed ones
 * need their steps; the rest is skipped unread, so that neither time nor memory grows with it.
 */
async function readGoalJourneys(body, wanted, detailed = wanted) {
    const journeys = new Map();
    let journey;
    const has = (ids, key) => ids === undefined || ids.has(journey?.id?.text ?? String(key));
    const isWanted = (key) => has(wanted, key);
    let checkpoint;
    let step;
    const selector = {
        // Each journey's id and titles are read; its checkpoints and steps only when it is wanted and
        // detailed, by its id when the text gave it before them (as the service writes it), else by its key.
        keep: (path) => (path.length === 2 && path[1] === 'cases' ? isWanted(path[0]) && has(detailed, path[0]) : keepJ2(path)),
        open(path, kind) {
            if (path.length === 0 && kind !== 'object')
                throw new InvalidResponseError('the answer is not a JSON object');
            if (path.length === 1 && kind === 'object')
                journey = { checkpoints: [] };
            else if (path.length === 3 && kind === 'object' && journey) {
                checkpoint = { id: '', steps: [] };
                journey.checkpoints.push(checkpoint);
            }
            else if (path.length === 5 && kind === 'object' && checkpoint) {
                step = { id: '' };
                checkpoint.steps.push(step);
            }
        },
        close(path) {
            if (path.length === 1 && journey) {
                if (isWanted(path[0]))
                    journeys.set(journey.id?.text ?? String(path[0]), journey);
                journey = undefined;
            }
            else if (path.length === 3)
                checkpoint = undefined;
            else if (path.length === 5)
                step = undefined;
        },
        scalar(path, value) {
            if (path.length === 0)
                throw new InvalidResponseError('the answer is not a JSON object');
            if (path.length === 2 && journey) {
                if (path[1] === 'id')
                    journey.id = idOf(value);
                else if (path[1] === 'title' || path[1] === 'name')
                    journey[path[1]] = textOf(value);
            }
            else if (path.length === 4 && checkpoint) {
                if (path[3] === 'id')
                    checkpoint.id = idOf(value)?.text ?? '';
                else if (path[3] === 'title')
                    checkpoint.title = textOf(value);
            }
            else if (path.length === 6 && step) {
                if (path[5] === 'id')
                    step.id = idOf(value)?.text ?? '';
                else if (path[5] === 'action')
                    step.action = textOf(value);
            }
        }
    };
    await journey_answers_select(body, selector);
    return journeys;
}
const J1_TOP = new Set(['goalId', 'snapshotId', 'environmentId', 'startDate', 'testSuites']);
const J1_JOURNEY = new Set(['outcome', 'totalDuration', 'testSuiteId', 'testCases']);
const J1_CHECKPOINT = new Set(['outcome', 'testCaseId', 'testSteps']);
const J1_STEP = new Set(['outcome', 'testStepId']);
/** The paths of J1 that are read: everything else (the DOM, the test data, the screenshots) is skipped unread. */
function keepJ1(path) {
    switch (path.length) {
        case 0: return true;
        case 1: return J1_TOP.has(path[0]);
        case 2: return path[0] === 'testSuites';
        case 3: return J1_JOURNEY.has(path[2]);
        case 4: return path[2] === 'testCases';
        case 5: return path[2] === 'testCases' && J1_CHECKPOINT.has(path[4]);
        case 6: return path[4] === 'testSteps';
        case 7: return path[4] === 'testSteps' && J1_STEP.has(path[6]);
        default: return false;
    }
}
const J2_JOURNEY = new Set(['id', 'title', 'name', 'cases']);
const J2_CHECKPOINT = new Set(['id', 'title', 'steps']);
const J2_STEP = new Set(['id', 'action']);
/** The paths of J2 that are read: a step's value and the journey's test data are skipped unread. */
function keepJ2(path) {
    switch (path.length) {
        case 0:
        case 1: return true;
        case 2: return J2_JOURNEY.has(path[1]);
        case 3: return path[1] === 'cases';
        case 4: return path[1] === 'cases' && J2_CHECKPOINT.has(path[3]);
        case 5: return path[3] === 'steps';
        case 6: return path[3] === 'steps' && J2_STEP.has(path[5]);
        default: return false;
    }
}
async function journey_answers_select(body, selector) {
    try {
        await selectJson(body, selector);
    }
    catch (error) {
        // The grammar's own words ("not JSON: unexpected "<" at byte 0"), as the answer's fault.
        if (error instanceof Error && error.name === 'JsonSyntaxError')
            throw new InvalidResponseError(`the answer is ${error.message}`);
        throw error;
    }
}
function badJourney(path) {
    return new InvalidResponseError(`testSuites[${JSON.stringify(path[1])}] is not a journey with an outcome`);
}
/**
 * A key as an id: bare digits are a number as the service wrote it (contract: a journey's id), as
 * JSON writes one (no leading zero: `007` stays a string, which a request can carry as it is).
 */
function keyId(key) {
    const text = String(key);
    return { text, number: /^(0|[1-9]\d*)$/.test(text) };
}
/** An id: a string or a number, digit for digit; anything else is none. */
function idOf(value) {
    if (typeof value === 'string')
        return value === '' ? undefined : { text: value, number: false };
    if (value !== null && typeof value === 'object')
        return { text: value.number, number: true };
    return undefined;
}
function textOf(value) {
    return typeof value === 'string' ? value : undefined;
}
/** A duration or a date in milliseconds: a finite number ≥ 0, else none. */
function milliseconds(value) {
    if (value === null || typeof value !== 'object')
        return undefined;
    const n = Number(value.number);
    return Number.isFinite(n) && n >= 0 ? n : undefined;
}

;// CONCATENATED MODULE: external "node:http"
const external_node_http_namespaceObject = __WEBPACK_EXTERNAL_require("node:http");
var external_node_http_default = /*#__PURE__*/__nccwpck_require__.n(external_node_http_namespaceObject);
;// CONCATENATED MODULE: external "node:net"
const external_node_net_namespaceObject = __WEBPACK_EXTERNAL_require("node:net");
;// CONCATENATED MODULE: ./src/shared/clock.ts
/**
 * Milliseconds on the monotonic clock. Not `performance.now()`: the first use of the global
 * `performance` loads Node's perf_hooks, some ten modules and a millisecond of CPU at every start.
 */
const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;
const systemClock = {
    now: monotonicMs,
    sleep: (ms, signal) => new Promise((resolve, reject) => {
        if (signal?.aborted)
            return reject(abortError(signal));
        const onAbort = () => {
            clearTimeout(timer);
            reject(abortError(signal));
        };
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        signal?.addEventListener('abort', onAbort, { once: true });
    })
};
/** Settles like `promise`, or rejects as soon as `signal` aborts (for work that cannot be cancelled itself). */
function abortable(promise, signal) {
    if (!signal)
        return promise;
    if (signal.aborted)
        return Promise.reject(abortError(signal));
    return new Promise((resolve, reject) => {
        const onAbort = () => reject(abortError(signal));
        signal.addEventListener('abort', onAbort, { once: true });
        promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
}
/**
 * Throws what a cancelled operation rejects with: the signal's reason when it is an Error (as
 * `AbortSignal.abort()` and `AbortSignal.timeout()` give), else a DOMException named AbortError.
 */
function throwIfAborted(signal) {
    if (signal?.aborted)
        throw abortError(signal);
}
function abortError(signal) {
    return signal?.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted', 'AbortError');
}

// EXTERNAL MODULE: ./src/shared/inert.ts
var inert = __nccwpck_require__(105);
;// CONCATENATED MODULE: ./node_modules/@actions/http-client/lib/proxy.js
function getProxyUrl(reqUrl) {
    const usingSsl = reqUrl.protocol === 'https:';
    if (checkBypass(reqUrl)) {
        return undefined;
    }
    const proxyVar = (() => {
        if (usingSsl) {
            return process.env['https_proxy'] || process.env['HTTPS_PROXY'];
        }
        else {
            return process.env['http_proxy'] || process.env['HTTP_PROXY'];
        }
    })();
    if (proxyVar) {
        try {
            return new DecodedURL(proxyVar);
        }
        catch (_a) {
            if (!proxyVar.startsWith('http://') && !proxyVar.startsWith('https://'))
                return new DecodedURL(`http://${proxyVar}`);
        }
    }
    else {
        return undefined;
    }
}
function checkBypass(reqUrl) {
    if (!reqUrl.hostname) {
        return false;
    }
    const reqHost = reqUrl.hostname;
    if (isLoopbackAddress(reqHost)) {
        return true;
    }
    const noProxy = process.env['no_proxy'] || process.env['NO_PROXY'] || '';
    if (!noProxy) {
        return false;
    }
    // Determine the request port
    let reqPort;
    if (reqUrl.port) {
        reqPort = Number(reqUrl.port);
    }
    else if (reqUrl.protocol === 'http:') {
        reqPort = 80;
    }
    else if (reqUrl.protocol === 'https:') {
        reqPort = 443;
    }
    // Format the request hostname and hostname with port
    const upperReqHosts = [reqUrl.hostname.toUpperCase()];
    if (typeof reqPort === 'number') {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
    }
    // Compare request host against noproxy
    for (const upperNoProxyItem of noProxy
        .split(',')
        .map(x => x.trim().toUpperCase())
        .filter(x => x)) {
        if (upperNoProxyItem === '*' ||
            upperReqHosts.some(x => x === upperNoProxyItem ||
                x.endsWith(`.${upperNoProxyItem}`) ||
                (upperNoProxyItem.startsWith('.') &&
                    x.endsWith(`${upperNoProxyItem}`)))) {
            return true;
        }
    }
    return false;
}
function isLoopbackAddress(host) {
    const hostLower = host.toLowerCase();
    return (hostLower === 'localhost' ||
        hostLower.startsWith('127.') ||
        hostLower.startsWith('[::1]') ||
        hostLower.startsWith('[0:0:0:0:0:0:0:1]'));
}
class DecodedURL extends URL {
    constructor(url, base) {
        super(url, base);
        this._decodedUsername = decodeURIComponent(super.username);
        this._decodedPassword = decodeURIComponent(super.password);
    }
    get username() {
        return this._decodedUsername;
    }
    get password() {
        return this._decodedPassword;
    }
}
//# sourceMappingURL=proxy.js.map
;// CONCATENATED MODULE: ./src/service/proxy.ts


// The runner's proxy settings, read here only (contract: "Checked before anything starts"; README,
// "Behind a proxy"). NO_PROXY follows @actions/http-client's rules (checkBypass), as the artifact
// client, which reads the same variables, does: loopback is never proxied. A proxy address is read
// here rather than by the toolkit's getProxyUrl, which skips an address that is not a URL without
// a word (so that a password with an unencoded `#` became `getaddrinfo ENOTFOUND` far into the
// run), and reads `proxy.local:3128` as a URL of the scheme `proxy.local:`, which it then ignores.
/** The variables that name a proxy, lower case first: the toolkit reads `https_proxy` before `HTTPS_PROXY`. */
const PROXY_VARIABLES = { 'https:': ['https_proxy', 'HTTPS_PROXY'], 'http:': ['http_proxy', 'HTTP_PROXY'] };
/**
 * Checks every proxy variable that is set, before anything starts: one that is not a valid http://
 * or https:// URL (a value without a scheme is read as `http://<value>`) is a UsageError that names
 * the variable and never shows its value, which may hold a password.
 */
function checkProxySettings(env) {
    for (const name of [...PROXY_VARIABLES['https:'], ...PROXY_VARIABLES['http:']])
        proxyOf(name, env[name]);
}
/**
 * The proxy that the runner's settings name for `url`; undefined to go direct.
 * @throws UsageError for an address that is not a URL (checkProxySettings says so before any request).
 */
function proxyFor(url) {
    const name = PROXY_VARIABLES[url.protocol === 'https:' ? 'https:' : 'http:'].find((each) => process.env[each]);
    return name === undefined || checkBypass(url) ? undefined : proxyOf(name, process.env[name]);
}
/** The address in variable `name`, checked; undefined when it is not set or empty. */
function proxyOf(name, value) {
    if (!value)
        return undefined;
    // The value itself is never quoted: its user name and password would be in the message.
    const invalid = (why) => {
        throw new exit_codes/* UsageError */.eb(`The proxy variable ${name} is not a valid URL (${why}).`);
    };
    const encode = 'percent-encode # / ? @ and : in its user name or password, # as %23';
    let url;
    try {
        url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `http://${value}`);
    }
    catch {
        return invalid(encode);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new exit_codes/* UsageError */.eb(`The proxy variable ${name} must be an http:// or https:// address, not ${url.protocol}//.`);
    // A # or ? left unencoded in a user name ends the host early, and what follows would be ignored.
    if (url.search || url.hash || url.pathname !== '/')
        return invalid(encode);
    if (!url.username && !url.password)
        return { url: new URL(url.origin) };
    let credentials;
    try {
        credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    }
    catch {
        return invalid('a % in its user name or password must start a percent-encoded character, % itself as %25');
    }
    return { url: new URL(url.origin), authorization: `Basic ${Buffer.from(credentials).toString('base64')}` };
}

;// CONCATENATED MODULE: ./src/service/http.ts







class Transport {
    keepAlive;
    debug;
    /** One route per origin as written (originOf), so that a run's requests to it share their connection or tunnel. */
    routes = new Map();
    constructor(options) {
        this.keepAlive = options.keepAlive;
        this.debug = options.debug;
    }
    /**
     * The route to `url`'s origin, made on its first request: the settings do not change during a
     * run, and a poll every 2 s need not read them again.
     */
    async openRoute(origin, url) {
        const proxy = proxyFor(url);
        const { Agent, request } = await protocolOf(url);
        const createConnection = proxy ? await tunnelling(url, proxy) : undefined;
        // Another request may have made it while the modules loaded.
        let route = this.routes.get(origin);
        if (!route) {
            const agent = new Agent({ keepAlive: this.keepAlive });
            if (createConnection)
                agent.createConnection = createConnection;
            const auth = url.username || url.password ? { auth: `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` } : {};
            route = { open: request, agent, origin: { protocol: url.protocol, hostname: bareHost(url), port: url.port || undefined, ...auth } };
            this.routes.set(origin, route);
        }
        return route;
    }
    /**
     * Sends one request and hands its answer to `read`, all within one deadline. Resolves what
     * `read` resolves. Rejects with a NetworkError for anything the network or the deadline did,
     * and with the signal's reason when the run was cancelled.
     */
    async exchange(exchange, read) {
        // No request, and so no line in the debug log, once the run is cancelled.
        throwIfAborted(exchange.signal);
        const startedAt = monotonicMs();
        let status;
        let failure;
        const deadlineMs = Math.max(1, Math.ceil(exchange.deadlineMs));
        // One controller per request, aborted by the deadline's timer or by the run's signal; both let
        // go when the exchange ends (a poll every 2 s would otherwise leave a timer and a listener each).
        const controller = new AbortController();
        let timedOut = false;
        const timer = setTimeout(() => {
            timedOut = true;
            controller.abort();
        }, deadlineMs);
        const cancel = () => controller.abort(exchange.signal?.reason);
        exchange.signal?.addEventListener('abort', cancel, { once: true });
        // Errors of the connection and of the body are the network's; what `read` throws of its own
        // (a parse error, a full disk) passes through as it is.
        let networkError;
        try {
            // The address is parsed for the origin's first request only: a poll every 2 s need not.
            const origin = originOf(exchange.url);
            const route = this.routes.get(origin) ?? (await this.openRoute(origin, new URL(exchange.url)));
            // A connection the server closed while it was idle is no failure (contract: "Bounded,
            // cancellable, always reported"), nor is a tunnel that the proxy closed: a GET it lost
            // before any byte of its answer goes once more, on a new connection (through a new tunnel),
            // within the same deadline. A POST or PUT never does: a start is never repeated.
            const message = await send(exchange, route, controller.signal)
                .catch((error) => {
                if (!(error instanceof StaleConnectionError) || exchange.method !== 'GET' || controller.signal.aborted)
                    throw error;
                return send(exchange, route, controller.signal);
            })
                .catch((error) => {
                throw (networkError = error instanceof StaleConnectionError ? error.cause : error);
            });
            status = message.statusCode ?? 0;
            // The request's end also destroys the body when the deadline or a cancel comes while it is read.
            const body = message.once('error', (error) => (networkError ??= error));
            return await read({ status, headers: message.headers, body });
        }
        catch (error) {
            throwIfAborted(exchange.signal);
            failure = timedOut
                ? new DeadlineError(deadlineMs)
                : error === networkError && !(error instanceof NetworkError)
                    ? new NetworkError(describeNetworkError(error), { cause: error })
                    : error;
            throw failure;
        }
        finally {
            clearTimeout(timer);
            exchange.signal?.removeEventListener('abort', cancel);
            this.debug?.(describeExchange(exchange, { status, failure, cancelled: exchange.signal?.aborted === true }, monotonicMs() - startedAt));
        }
    }
    /** Closes the kept-alive connections and tunnels. */
    dispose() {
        for (const route of this.routes.values())
            route.agent.destroy();
        this.routes.clear();
    }
}
/** node:http, or node:https for an https address, loaded only then: a plain-HTTP run never compiles TLS. */
async function protocolOf(url) {
    return url.protocol === 'https:' ? await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 708, 23)) : (external_node_http_default());
}
/**
 * Sends the request and resolves its answer's headers. `signal` (the deadline, the run's cancel)
 * destroys the request in every phase: the socket it holds (the name lookup, the connection, TLS,
 * the answer and its body), and, before it has one, the tunnel being opened for it (tunnelSignal).
 * One listener does it: the request's own `signal` option costs a poll far more (its
 * end-of-stream watch), for nothing more.
 */
function send(exchange, route, signal) {
    return new Promise((resolve, reject) => {
        const options = {
            ...route.origin,
            path: pathAsWritten(exchange.url),
            method: exchange.method,
            headers: exchange.headers,
            agent: route.agent,
            tunnelSignal: signal
        };
        // Ended with its whole body before a byte is sent, a request gets its Content-Length from Node: never chunked.
        const request = route.open(options);
        const stop = () => void request.destroy();
        signal.addEventListener('abort', stop, { once: true });
        request.once('close', () => signal.removeEventListener('abort', stop));
        request.on('response', resolve);
        // No answer yet, on a connection kept from an earlier request: the server (or the proxy) may have closed it while idle.
        request.on('error', (error) => reject(request.reusedSocket && !signal.aborted ? new StaleConnectionError(error) : error));
        request.end(exchange.body);
    });
}
/** A request failed before any byte of its answer, on a kept-alive connection that an earlier request had used. */
class StaleConnectionError extends Error {
    constructor(cause) {
        super('the kept-alive connection failed before the answer', { cause });
    }
}
/**
 * What an agent makes its connections to `url`'s host with, through `proxy`: a CONNECT tunnel
 * (over TLS for an https:// proxy), and in it TLS with the service for an https address, checked
 * against the service's name (so the token never reaches the proxy in clear). The agent keeps it
 * for the next request as it keeps a direct connection, while the proxy keeps it open. Node hands
 * a request that has no socket yet no abort, so the tunnel is opened under the signal of the
 * request that asked for it (tunnelSignal); TLS with the service starts at once on the tunnel,
 * and its socket is the request's from then on, which the signal reaches.
 */
async function tunnelling(url, proxy) {
    const { request } = await protocolOf(proxy.url);
    // Loaded before any tunnel opens: nothing may come between the tunnel and the request taking it.
    const tls = url.protocol === 'https:' ? await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 692, 23)) : undefined;
    return (options, connected) => {
        openTunnel(url, proxy, request, options.tunnelSignal).then((tunnel) => connected?.(null, tls ? tls.connect({ socket: tunnel, host: bareHost(url), servername: serverName(url) }) : tunnel), (error) => connected?.(error, undefined));
        return undefined;
    };
}
/** Opens a CONNECT tunnel to `url`'s host through `proxy`, under `signal`. */
async function openTunnel(url, proxy, request, signal) {
    const proxyAddress = `${proxy.url.hostname}:${portOf(proxy.url)}`;
    const target = `${url.hostname}:${portOf(url)}`;
    const options = {
        host: bareHost(proxy.url),
        port: portOf(proxy.url),
        // The proxy's own name for TLS with it: Node would take it from the Host header, the target's.
        servername: serverName(proxy.url),
        method: 'CONNECT',
        path: target,
        headers: { host: target, ...(proxy.authorization ? { 'proxy-authorization': proxy.authorization } : {}) },
        agent: false,
        signal
    };
    return new Promise((resolve, reject) => {
        const connect = request(options);
        connect.on('connect', (answer, socket, head) => {
            if (answer.statusCode === 200) {
                if (head.length > 0)
                    socket.unshift(head);
                resolve(socket);
            }
            else {
                socket.destroy();
                reject(new NetworkError(`the proxy at ${proxyAddress} refused the tunnel: HTTP ${answer.statusCode}`));
            }
        });
        connect.on('error', (error) => reject(new NetworkError(`the proxy at ${proxyAddress}: ${describeNetworkError(error)}`, { cause: error })));
        connect.end();
    });
}
/** The port of an address's scheme: 443 for https:, else 80 (an http:// proxy, or one given without a scheme). */
function defaultPort(url) {
    return url.protocol === 'https:' ? 443 : 80;
}
/** The port of an address: its own, else its scheme's. */
function portOf(url) {
    return url.port || String(defaultPort(url));
}
/** A URL's host without the brackets of an IPv6 address. */
function bareHost(url) {
    return url.hostname.replace(/^\[(.*)\]$/, '$1');
}
/** The name to ask a TLS server for (SNI): its host, unless that is an address, which SNI cannot carry. */
function serverName(url) {
    const host = bareHost(url);
    return (0,external_node_net_namespaceObject.isIP)(host) ? '' : host;
}
/**
 * One request for the debug log, on one line: `GET /api/executions/4242/status: HTTP 200, 12 ms`.
 * It holds no secret: no header (so no token) and no query, which is the signature of a pre-signed
 * upload address. An answer cut off after its status says both (`HTTP 200, then no complete answer
 * within 30 s`); an answer that the caller refuses (a status other than 2xx, a body that is not
 * JSON) is still only its status. The path comes from the service for an upload: inert keeps it
 * one line.
 */
function describeExchange(exchange, { status, failure, cancelled }, durationMs) {
    const path = pathAsWritten(exchange.url).replace(/\?.*$/s, '');
    const problem = cancelled ? 'cancelled' : failure instanceof NetworkError || status === undefined ? (0,exit_codes/* messageOf */.bD)(failure) : undefined;
    const outcome = status === undefined ? problem : problem === undefined ? `HTTP ${status}` : `HTTP ${status}, then ${problem}`;
    return (0,inert/* inert */.t)(`${exchange.method} ${path}: ${outcome}, ${Math.round(durationMs)} ms`);
}
/** The scheme and authority of an absolute address as written: what comes before pathAsWritten. */
function originOf(address) {
    const rest = address.indexOf('://') + 3;
    const end = address.slice(rest).search(/[/?#]/);
    return end < 0 ? address : address.slice(0, rest + end);
}
/**
 * The path and query of an absolute address as written, not as the URL parser normalises them:
 * the parser removes dot segments, even percent-encoded ones, so an id of `..` in
 * `/jobs/../status` would call `/status`. The host part ends at the first `/`, `?` or `#` after
 * `://` (an encoded userinfo holds none); a fragment is never sent.
 */
function pathAsWritten(address) {
    const rest = address.slice(address.indexOf('://') + 3);
    const start = rest.search(/[/?#]/);
    const tail = start < 0 ? '' : rest.slice(start).replace(/#.*$/s, '');
    return tail.startsWith('/') ? tail : `/${tail}`;
}
/**
 * Reads a body whole, failing with a NetworkError past `limit` bytes (so a 600 MB answer costs
 * at most the limit, and never a string too long for the engine). Read by its events, not an async
 * iterator: a status answer is one chunk, every 2 s of a run, and the iterator's machinery was
 * most of what reading it cost.
 */
function readLimited(body, limit) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        body.on('data', (chunk) => {
            size += chunk.length;
            if (size <= limit)
                return void chunks.push(chunk);
            reject(new NetworkError(`the answer is larger than ${bytes(limit)}`));
            body.destroy();
        });
        let ended = false;
        body.once('end', () => {
            ended = true;
            resolve(Buffer.concat(chunks, size));
        });
        body.once('error', reject);
        // Destroyed without an error. Not after 'end', where it would settle nothing: an error made
        // there in vain, its stack trace captured, at every poll.
        body.once('close', () => ended || reject(new NetworkError('the connection closed before the whole answer')));
    });
}
/** Reads at most `limit` bytes of a body whose content does not matter, then lets the rest go. */
async function drainLimited(body, limit) {
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        if (size >= limit) {
            body.destroy();
            return;
        }
    }
}
/** The chunks of a body, failing with a NetworkError once more than `limit` bytes came. */
async function* limitBytes(body, limit) {
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        if (size > limit)
            throw new NetworkError(`the answer is larger than ${bytes(limit)}`);
        yield chunk;
    }
}
function describeNetworkError(error) {
    // OpenSSL's own text ("…:SSL routines:<function>:<reason>:<file>:<line>:\n"): its reason, in words.
    const ssl = error instanceof Error ? /SSL routines:[^:]*:([^:]+):/.exec(error.message) : null;
    if (ssl) {
        // What an http server answers to a TLS handshake: an address that should have been http.
        const plain = /wrong version number|packet length too long|http request/i.test(ssl[1]) ? ' (is it an http server, at an https address?)' : '';
        return `the TLS handshake failed: ${ssl[1]}${plain}`;
    }
    if (error instanceof Error) {
        const code = error.code;
        return code && !error.message.includes(code) ? `${code} (${error.message})` : error.message;
    }
    return String(error);
}
function bytes(n) {
    if (n >= 1 << 20 && n % (1 << 20) === 0)
        return `${n / (1 << 20)} MiB`;
    if (n >= 1 << 10 && n % (1 << 10) === 0)
        return `${n / (1 << 10)} KiB`;
    return `${n} bytes`;
}

;// CONCATENATED MODULE: ./src/service/client.ts









const DEFAULT_LIMITS = {
    requestDeadlineMs: 30_000,
    fileDeadlineMs: 120_000,
    maxAnswerBytes: 1 << 20,
    maxUploadAnswerBytes: 64 << 10,
    maxFileBytes: 256 << 20
};
/**
 * The service's HTTP interface (specification part 4), one method per endpoint.
 * It makes exactly one attempt per call: the retry rules belong to the goal run (Client B rule 8).
 * Requests reuse one kept-alive connection; call `dispose()` when done.
 */
class ServiceClient {
    api;
    /** For the pre-signed uploads: no Authorization, nothing the address did not ask for. */
    storage;
    apiUrl;
    token;
    limits;
    constructor(options) {
        this.api = new Transport({ keepAlive: true, debug: options.debug });
        this.storage = new Transport({ keepAlive: false, debug: options.debug });
        this.apiUrl = options.apiUrl.replace(/\/+$/, '');
        this.token = options.token;
        this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    }
    /** Endpoint 1: creates a certificate entry; `description` is sent only when given (JSON leaves out an undefined field). */
    async createCertificate(organizationId, name, description, call = {}) {
        const body = JSON.stringify({ name, description });
        const envelope = await this.envelope('POST', `/organizations/${encode(organizationId)}/certificates`, call, body);
        return envelope.success ? { success: true, item: parseCertificateEntry(envelope.item) } : envelope;
    }
    /** Endpoint 2: PUTs a file's raw bytes to its pre-signed address; resolves the HTTP status, which the caller only reports. */
    async uploadFile(uploadUrl, data, call = {}) {
        try {
            return await this.storage.exchange({ method: 'PUT', url: uploadUrl, headers: {}, body: data, ...this.bounds(call) }, async (answer) => {
                await drainLimited(answer.body, this.limits.maxUploadAnswerBytes);
                return answer.status;
            });
        }
        catch (error) {
            if (call.signal?.aborted)
                throw error;
            // The address's query is the secret: no message may quote it.
            throw new NetworkError(redact((0,exit_codes/* messageOf */.bD)(error), uploadUrl), { cause: error });
        }
    }
    /** Endpoint 3: asks the service to verify the uploaded files; no body. */
    async verifyCertificate(organizationId, certificateId, call = {}) {
        const path = `/organizations/${encode(organizationId)}/certificates/${encode(certificateId)}/verify`;
        const envelope = await this.envelope('PUT', path, call);
        return envelope.success ? { success: true, item: undefined } : envelope;
    }
    /**
     * Endpoint 4: starts the goal and returns the job id. A numeric id is kept digit for digit as
     * the service wrote it; an id that is not a string or a number, empty or `null`, is a failure (rule 6).
     */
    async executeGoal(goalId, call = {}) {
        const body = await this.json('POST', `/goals/${encode(goalId)}/execute?envelope=false`, call);
        // A number is text already: parseJsonObject keeps the digits the service wrote.
        const id = body.id;
        if (typeof id !== 'string' || id === '' || id === 'null')
            throw new InvalidResponseError('the answer has no job id');
        return id;
    }
    /**
     * Endpoint J3 (contract: "Choosing journeys"): the goal's newest version, `snapshots[0].snapshotId`
     * (a number kept digit for digit); an answer without one is an InvalidResponseError.
     */
    async getLatestVersion(goalId, call = {}) {
        const body = await this.json('GET', `/goals/${encode(goalId)}/versions?envelope=false`, call);
        const newest = Array.isArray(body.snapshots) ? body.snapshots[0] : undefined;
        const snapshotId = typeof newest === 'object' && newest !== null ? newest.snapshotId : undefined;
        if (!isId(snapshotId))
            throw new InvalidResponseError('the answer names no version (snapshots[0].snapshotId)');
        return snapshotId;
    }
    /**
     * Endpoint J4: runs chosen journeys of a goal version and returns the new job's id, as endpoint 4
     * does. Each id goes into the body as the service wrote it: a number as its bare digits, a string
     * as that string; the environment only when given. Never retried: a retry could start a second run.
     */
    async executeJourneys(goalId, snapshotId, journeyIds, environmentId, call = {}) {
        const written = (id) => (id.number ? id.text : JSON.stringify(id.text));
        const environment = environmentId === undefined ? '' : `, "environmentId": ${written(environmentId)}`;
        const body = `{"suiteIds": [${journeyIds.map(written).join(', ')}]${environment}}`;
        const [answer] = await this.jsonWithText('POST', `/goals/${encode(goalId)}/snapshots/${encode(snapshotId)}/execute?envelope=false`, call, body);
        if (!isId(answer.id))
            throw new InvalidResponseError('the answer has no job id');
        return answer.id;
    }
    /**
     * Endpoint 5: the execution's `status` (a string, else the request failed), `outcome`, and its
     * `goalId` and journey counts when it has them. Nothing else of the answer is kept: real answers
     * carry the goal's test data, passwords included.
     */
    async getExecutionStatus(jobId, call = {}) {
        const body = await this.json('GET', `/executions/${encode(jobId)}/status?envelope=false`, call);
        if (typeof body.status !== 'string')
            throw new InvalidResponseError('the answer has no status');
        const goalId = typeof body.goalId === 'string' && body.goalId !== '' ? { goalId: body.goalId } : {};
        const journeys = parseJourneyStatistics(body.journeyStatistics);
        return { status: body.status, outcome: client_text(body.outcome), ...goalId, ...(journeys ? { journeys } : {}) };
    }
    /**
     * Endpoint P1 (contract: plan mode): starts the plan, with `{"environmentId": …}` as its body
     * only when an environment is given, and returns the plan execution. An answer without a plan
     * execution id, or whose `jobs` (an object or an array of objects with an `id`) names no job, an
     * entry without an id, or one job twice, is an InvalidResponseError that says which.
     */
    async executePlan(planId, environmentId, call = {}) {
        const body = environmentId === undefined ? undefined : JSON.stringify({ environmentId });
        const [answer, source] = await this.jsonWithText('POST', `/plans/executions/${encode(planId)}/execute?envelope=false`, call, body);
        if (!isId(answer.id))
            throw new InvalidResponseError('the answer has no plan execution id');
        return { id: answer.id, jobIds: planJobIds(answer.jobs, source) };
    }
    /** Endpoint P2: the plan execution's report, streamed to `save` as received (at most `maxFileBytes`). */
    async getPlanReport(planExecutionId, save, call = {}) {
        await this.download(`/plans/executions/status/${encode(planExecutionId)}?envelope=false`, save, call);
    }
    /** Endpoint 6: the job report, streamed to `save` as received (at most `maxFileBytes`). */
    async getJobReport(jobId, save, call = {}) {
        await this.download(`/jobs/${encode(jobId)}/status?envelope=false`, save, call);
    }
    /** Endpoint 7: the goal record, streamed to `save` as received (at most `maxFileBytes`). */
    async getGoal(goalId, save, call = {}) {
        await this.download(`/goals/${encode(goalId)}?envelope=false`, save, call);
    }
    /**
     * Endpoint J1 (contract: "Journeys"): the job's journey results, read as they arrive and kept only
     * as far as results need (endpoint 6's deadline and size limit); with `failed`, only the failed
     * checkpoints of failed journeys (see readJourneyResults). An answer other than described is an
     * InvalidResponseError.
     */
    async getJourneyResults(jobId, call = {}) {
        return this.download(`/executions/${encode(jobId)}?envelope=false`, (body) => readJourneyResults(body, call.failed), call);
    }
    /**
     * Endpoint J2: the journeys of a goal version (their titles, checkpoints and steps), read as J1
     * is; with `wanted`, only those journeys, and with `detailed`, the checkpoints and steps of only
     * those (see readGoalJourneys).
     */
    async getGoalJourneys(snapshotId, goalId, call = {}) {
        const path = `/snapshots/${encode(snapshotId)}/goals/${encode(goalId)}/testsuites?envelope=false`;
        return this.download(path, (body) => readGoalJourneys(body, call.wanted, call.detailed), call);
    }
    /** Closes the kept-alive connections. */
    dispose() {
        this.api.dispose();
        this.storage.dispose();
    }
    bounds(call, deadlineMs = this.limits.requestDeadlineMs) {
        return { deadlineMs: Math.min(deadlineMs, call.deadlineMs ?? Infinity), signal: call.signal };
    }
    headers(body) {
        return {
            authorization: `Bearer ${this.token}`,
            accept: 'application/json',
            'user-agent': 'virtuoso-qa-action',
            ...(body ? { 'content-type': 'application/json' } : {})
        };
    }
    /** One request to the API whose answer is read whole, within the size limit. */
    async request(method, path, call, read, body) {
        // The certificate endpoints declare a JSON content type even without a body (endpoint 3).
        const headers = this.headers(method === 'PUT' || body !== undefined);
        return this.api.exchange({ method, url: this.apiUrl + path, headers, body: body === undefined ? undefined : Buffer.from(body), ...this.bounds(call) }, async (answer) => read(answer, await readLimited(answer.body, this.limits.maxAnswerBytes)));
    }
    /** A goal or plan endpoint: a 2xx answer whose body is a JSON object, else a ServiceError. */
    async json(method, path, call) {
        return (await this.jsonWithText(method, path, call))[0];
    }
    /** The same, with the answer's text, for what JSON.parse does not keep (the order of an object's keys). */
    jsonWithText(method, path, call, body) {
        return this.request(method, path, call, (answer, data) => {
            // The address is worked out only for a message: a poll every 2 s has no use for it.
            checkStatus(answer, () => this.address(path));
            const textBody = data.toString('utf8');
            return [parseJsonObject(textBody, () => (isHtml(answer.headers['content-type'], textBody) ? htmlAnswer(this.address(path)) : undefined)), textBody];
        }, body);
    }
    /** A certificate endpoint: `success` decides, whatever the HTTP status; a redirect is a failure. */
    envelope(method, path, call, body) {
        return this.request(method, path, call, (answer, data) => parseEnvelope(answer, data, this.address(path)), body);
    }
    /** The address of a request to the API, as a message names it (addressOf). */
    address(path) {
        return addressOf(this.apiUrl + path, pathAsWritten(this.apiUrl + path));
    }
    /**
     * A GET whose answer is streamed to `consume` as received, within the deadline of endpoints 6
     * and 7 and at most `maxFileBytes`; resolves what `consume` resolves.
     */
    async download(path, consume, call) {
        return this.api.exchange({ method: 'GET', url: this.apiUrl + path, headers: this.headers(false), ...this.bounds(call, this.limits.fileDeadlineMs) }, async (answer) => {
            if (answer.status < 200 || answer.status > 299) {
                await drainLimited(answer.body, this.limits.maxAnswerBytes);
                checkStatus(answer, () => this.address(path));
            }
            const chunks = limitBytes(answer.body, this.limits.maxFileBytes);
            // A consumer that gives up (an answer that is not what it reads, a file that cannot be
            // written) lets go of the body, so that the transfer ends with it rather than wait on a
            // reader that is gone; its error says more (a full disk is its own, not the network's).
            const value = await consume(chunks).catch((error) => {
                answer.body.destroy();
                throw error;
            });
            // What it left unread still comes, within the limit: an answer past it fails, read or not;
            // one that it stopped reading (which let go of the body) is not whole.
            while (!(await chunks.next()).done)
                ;
            if (!answer.body.readableEnded)
                throw new NetworkError('the answer was not read to its end');
            return value;
        });
    }
}
/** A status other than 2xx is a failure, whose message names the `address` when the status may come of a wrong one. */
function checkStatus(answer, address) {
    if (answer.status < 200 || answer.status > 299) {
        throw new HttpStatusError(answer.status, parseRetryAfter(answer.headers['retry-after']), address());
    }
}
/** `success` and `item` of a certificate endpoint's answer; anything but `success: true` in a 2xx answer is a failure. */
function parseEnvelope({ status, headers }, body, address) {
    const textBody = body.toString('utf8');
    let value;
    try {
        value = JSON.parse(textBody);
    }
    catch {
        // Not JSON: no envelope, so no `success`.
    }
    const envelope = typeof value === 'object' && value !== null ? value : {};
    const redirect = status >= 300 && status <= 399;
    if (envelope.success === true && !redirect)
        return { success: true, item: envelope.item };
    // An HTML page, or a status that a wrong path gives: the address may be the web interface's.
    const html = value === undefined && isHtml(headers['content-type'], textBody);
    return html || mayBeWrongAddress(status) ? { success: false, httpStatus: status, wrongAddress: address, html } : { success: false, httpStatus: status };
}
function parseCertificateEntry(item) {
    const entry = (typeof item === 'object' && item !== null ? item : {});
    const id = typeof entry.id === 'number' ? String(entry.id) : entry.id;
    if (typeof id !== 'string' || id === '')
        throw new InvalidResponseError('the answer has no item.id');
    const urls = (typeof entry.s3PreSignedUrls === 'object' && entry.s3PreSignedUrls !== null ? entry.s3PreSignedUrls : {});
    const missing = NSS_FILES.filter((file) => typeof urls[file] !== 'string' || !isHttpUrl(urls[file]));
    if (missing.length > 0) {
        throw new InvalidResponseError(`the answer has no upload address for ${missing.join(', ')} in item.s3PreSignedUrls`);
    }
    return { id, uploadUrls: Object.fromEntries(NSS_FILES.map((file) => [file, urls[file]])) };
}
/** Removes an address and its query from a message. */
function redact(message, url) {
    const query = URL.canParse(url) ? new URL(url).search.slice(1) : '';
    const redacted = message.replaceAll(url, '<upload address>');
    return query ? redacted.replaceAll(query, '***') : redacted;
}
/** Percent-encodes an identifier that goes into a path. */
function encode(id) {
    return encodeURIComponent(id);
}
/**
 * A JSON object; a numeric `id` or `goalId` is kept as the text the service wrote, digit for digit
 * even beyond 2^53 (contract: "Answers are checked").
 */
function parseJsonObject(textBody, html) {
    if (textBody.trim() === '')
        throw new InvalidResponseError('the answer is empty');
    let value;
    try {
        value = parseKeepingDigits(textBody, (key) => key === 'id' || key === 'goalId' || key === 'snapshotId');
    }
    catch {
        // An HTML page says more: the address is most likely the web interface's (htmlAnswer).
        throw new InvalidResponseError(html() ?? 'the answer is not JSON');
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new InvalidResponseError('the answer is not a JSON object');
    }
    return value;
}
/** An id as the service may write it: a string (a number is text already, see keepIdDigits), neither empty nor `null`. */
function isId(value) {
    return typeof value === 'string' && value !== '' && value !== 'null';
}
/**
 * The job ids of a plan's start answer, in the order it lists them (contract: plan mode, rule 1).
 * `jobs` is an array, or an object whose values are the jobs: JSON.parse puts an object's integer
 * keys first, in ascending order, whatever the text's order, so that order is read from the text.
 */
function planJobIds(jobs, source) {
    if (typeof jobs !== 'object' || jobs === null)
        throw new InvalidResponseError('the answer has no jobs');
    const entries = Array.isArray(jobs)
        ? jobs.map((job, index) => [`jobs[${index}]`, job])
        : topLevelKeysInOrder(source, 'jobs').map((key) => [`jobs[${JSON.stringify(key)}]`, jobs[key]]);
    if (entries.length === 0)
        throw new InvalidResponseError('the answer names no job');
    const ids = new Set();
    for (const [where, job] of entries) {
        const id = job?.id;
        if (!isId(id))
            throw new InvalidResponseError(`${where} of the answer is not a job with an id`);
        if (ids.has(id))
            throw new InvalidResponseError(`the answer names job ${id} twice`);
        ids.add(id);
    }
    return [...ids];
}
/** A field as text, the way the original client's `jq -r` prints it (`null` when absent). */
function client_text(value) {
    if (value === undefined)
        return 'null';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
/** `Retry-After` as seconds: either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
function parseRetryAfter(header, now = Date.now()) {
    const value = Array.isArray(header) ? header[0] : header;
    if (!value)
        return undefined;
    if (/^\s*\d+\s*$/.test(value))
        return Number(value);
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

;// CONCATENATED MODULE: ./src/certificate/nss/databases.ts
/**
 * Opens each database file in turn and runs `use` on them. Every database opened is closed however
 * this ends, an open that throws included: Windows cannot delete a file that SQLite holds open,
 * so a leaked handle would make the cleanup fail and hide the real error.
 */
function withDatabases(files, use) {
    const { DatabaseSync } = sqlite();
    const opened = [];
    try {
        for (const file of files)
            opened.push(new DatabaseSync(file.path, { readOnly: file.readOnly ?? false }));
        return use(opened);
    }
    finally {
        for (const db of opened) {
            try {
                db.close();
            }
            catch {
                // Only a database closed already throws: nothing to release, and the error in flight matters more.
            }
        }
    }
}
/**
 * node:sqlite, loaded when a database is first opened: a goal run, or `upload-certificate -h`,
 * never needs it, and so still works under a Node without it.
 */
function sqlite() {
    const module = process.getBuiltinModule('node:sqlite');
    if (!module)
        throw new Error(`this Node.js (${process.version}) has no node:sqlite, which writing the certificate databases needs; use Node.js 24`);
    return module;
}

;// CONCATENATED MODULE: ./src/certificate/der.ts
/**
 * A minimal DER reader and writer: just what PKCS#12 and the NSS database need.
 * The reader keeps every element's exact bytes, so certificates are never re-encoded.
 */
/** ASN.1 universal tags used by this project. */
const Tag = {
    Boolean: 0x01,
    Integer: 0x02,
    BitString: 0x03,
    OctetString: 0x04,
    Null: 0x05,
    Oid: 0x06,
    Utf8String: 0x0c,
    Sequence: 0x30,
    Set: 0x31,
    BmpString: 0x1e
};
class DerError extends Error {
}
/**
 * Reads the element that starts at `offset`. Indefinite lengths (BER) are accepted too, since
 * some PKCS#12 writers use them; such an element's `value` ends before its end-of-contents octets.
 */
function readDer(data, offset = 0) {
    if (offset + 2 > data.length)
        throw new DerError('truncated DER element');
    const tag = data[offset];
    if ((tag & 0x1f) === 0x1f)
        throw new DerError('multi-byte DER tags are not supported');
    let length = data[offset + 1];
    let header = 2;
    if (length === 0x80) {
        if (!(tag & 0x20))
            throw new DerError('indefinite length on a primitive element');
        let end = offset + 2;
        while (!(data[end] === 0 && data[end + 1] === 0)) {
            if (end + 2 > data.length)
                throw new DerError('truncated BER element');
            end += readDer(data, end).raw.length;
        }
        return { tag, value: data.subarray(offset + 2, end), raw: data.subarray(offset, end + 2) };
    }
    if (length & 0x80) {
        const count = length & 0x7f;
        if (count > 4)
            throw new DerError('unsupported DER length');
        if (offset + 2 + count > data.length)
            throw new DerError('truncated DER length');
        length = 0;
        for (let i = 0; i < count; i++)
            length = length * 256 + data[offset + 2 + i];
        header += count;
    }
    const end = offset + header + length;
    if (end > data.length)
        throw new DerError('truncated DER element');
    return { tag, value: data.subarray(offset + header, end), raw: data.subarray(offset, end) };
}
/** Reads a buffer that must hold exactly one element. */
function parseDer(data) {
    const element = readDer(data);
    if (element.raw.length !== data.length)
        throw new DerError('trailing bytes after DER element');
    return element;
}
/** The children of a constructed element (SEQUENCE, SET, [n] EXPLICIT, …). */
function children(element) {
    const result = [];
    for (let offset = 0; offset < element.value.length;) {
        const child = readDer(element.value, offset);
        result.push(child);
        offset += child.raw.length;
    }
    return result;
}
/** Checks an element's tag and returns it, so that parsers read as a description of the structure. */
function expectTag(element, tag, what) {
    if (!element || element.tag !== tag)
        throw new DerError(`expected ${what}`);
    return element;
}
/** The octets of an OCTET STRING, primitive or (BER) constructed from pieces, whatever its tag class. */
function octets(element) {
    return element.tag & 0x20 ? Buffer.concat(children(element).map(octets)) : element.value;
}
/** Dotted text of an OBJECT IDENTIFIER's content. */
function oidToString(value) {
    const parts = [];
    let n = 0;
    for (const byte of value) {
        n = n * 128 + (byte & 0x7f);
        if (!(byte & 0x80)) {
            parts.push(n);
            n = 0;
        }
    }
    const first = parts.shift() ?? 0;
    const head = first < 80 ? [Math.floor(first / 40), first % 40] : [2, first - 80];
    return [...head, ...parts].join('.');
}
/** An unsigned INTEGER's value as a number (iteration counts, key lengths, versions). */
function integerToNumber(value) {
    if (value.length > 6)
        throw new DerError('integer too large');
    return value.reduce((n, byte) => n * 256 + byte, 0);
}
// ---- writing ----
function encodeLength(length) {
    if (length < 0x80)
        return Buffer.of(length);
    const bytes = [];
    for (let n = length; n > 0; n = Math.floor(n / 256))
        bytes.unshift(n & 0xff);
    return Buffer.of(0x80 | bytes.length, ...bytes);
}
/** Encodes one element from its tag and content octets. */
function der_encode(tag, ...content) {
    const value = Buffer.concat(content);
    return Buffer.concat([Buffer.of(tag), encodeLength(value.length), value]);
}
const sequence = (...items) => der_encode(Tag.Sequence, ...items);
const octetString = (value) => der_encode(Tag.OctetString, value);
/** Encodes a non-negative INTEGER (minimal, with a leading zero when the high bit is set). */
function integer(n) {
    const bytes = [];
    for (let v = n; v > 0; v = Math.floor(v / 256))
        bytes.unshift(v & 0xff);
    if (bytes.length === 0 || bytes[0] & 0x80)
        bytes.unshift(0);
    return der_encode(Tag.Integer, Buffer.from(bytes));
}
/** Encodes an OBJECT IDENTIFIER from its dotted text. */
function oid(dotted) {
    const [a, b, ...rest] = dotted.split('.').map(Number);
    const bytes = [];
    for (const arc of [a * 40 + b, ...rest]) {
        const chunk = [arc & 0x7f];
        for (let v = Math.floor(arc / 128); v > 0; v = Math.floor(v / 128))
            chunk.unshift((v & 0x7f) | 0x80);
        bytes.push(...chunk);
    }
    return der_encode(Tag.Oid, Buffer.from(bytes));
}

;// CONCATENATED MODULE: ./src/certificate/nss/crypto.ts


// The cryptography of an NSS key database (key4.db) whose password is empty, as NSS's softoken
// writes it (lib/softoken/sftkpwd.c, lowpbe.c). Several details look like mistakes and are not:
// "correcting" any of them makes NSS reject the database, silently or with a password prompt.
const PBES2 = '1.2.840.113549.1.5.13';
const PBKDF2 = '1.2.840.113549.1.5.12';
const PBMAC1 = '1.2.840.113549.1.5.14';
const HMAC_SHA256 = '1.2.840.113549.2.9';
const AES_256_CBC = '2.16.840.1.101.3.4.1.42';
/** The plaintext of the password-check entry (sftkpwd.c SFTK_PW_CHECK_STRING). */
const PASSWORD_CHECK = Buffer.from('password-check');
/**
 * The key that protects every entry: SHA-1 of the global salt followed by the password, here empty
 * (sftkdb_passwordToKey). NSS ≥ 3.118 uses SHA-384 and a 48-byte salt only for non-empty passwords.
 */
function passKey(globalSalt) {
    return (0,external_node_crypto_namespaceObject.createHash)('sha1').update(globalSalt).digest();
}
/** A fresh global salt: 20 bytes, as sftkdb_ChangePassword picks for the empty password. */
function newGlobalSalt() {
    return (0,external_node_crypto_namespaceObject.randomBytes)(20);
}
/**
 * PBKDF2 parameters as NSS writes them: a 32-byte salt, an iteration count of 1 (sftkdb_CheckPasswordNull
 * treats the token as password-less only with exactly 1), key length 32, PRF hmacWithSHA256 with no NULL.
 */
function pbkdf2Params(salt) {
    return sequence(oid(PBKDF2), sequence(octetString(salt), integer(1), integer(32), sequence(oid(HMAC_SHA256))));
}
function deriveKey(key, salt, iterations = 1) {
    return (0,external_node_crypto_namespaceObject.pbkdf2Sync)(key, salt, iterations, 32, 'sha256');
}
/**
 * Encrypts an attribute value or the password check (sftkdb_EncryptAttribute): PBES2 with
 * AES-256-CBC. The IV quirk (lowpbe.c nsspkcs5_SetIVParam): the parameter is a 14-byte OCTET STRING,
 * and the IV that NSS really uses is that parameter's raw DER, `04 0E` followed by the 14 bytes.
 */
function encryptValue(key, plaintext) {
    const salt = (0,external_node_crypto_namespaceObject.randomBytes)(32);
    const ivParameter = octetString((0,external_node_crypto_namespaceObject.randomBytes)(14));
    const cipher = (0,external_node_crypto_namespaceObject.createCipheriv)('aes-256-cbc', deriveKey(key, salt), ivParameter);
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    const algorithm = sequence(oid(PBES2), sequence(pbkdf2Params(salt), sequence(oid(AES_256_CBC), ivParameter)));
    return sequence(algorithm, octetString(ciphertext));
}
/** Reverses `encryptValue` for a blob that NSS or we wrote. */
function decryptValue(key, blob) {
    const [algorithm, ciphertext] = children(expectTag(parseDer(blob), Tag.Sequence, 'encrypted value'));
    const [kdf, scheme] = children(children(algorithm)[1]);
    const { salt, iterations } = readPbkdf2(kdf);
    const ivParameter = children(scheme)[1].raw;
    const decipher = (0,external_node_crypto_namespaceObject.createDecipheriv)('aes-256-cbc', deriveKey(key, salt, iterations), ivParameter);
    return Buffer.concat([decipher.update(ciphertext.value), decipher.final()]);
}
/**
 * The integrity MAC of an attribute (sftkdb_SignAttribute): PBMAC1 with HMAC-SHA256 over the
 * object id and the attribute type, both 4-byte big-endian, then the plaintext value. For the
 * encrypted private attributes NSS passes object id 0 (CK_INVALID_HANDLE), not the row's id.
 */
function signValue(key, objectId, type, plaintext) {
    const salt = (0,external_node_crypto_namespaceObject.randomBytes)(32);
    const mac = macOf(deriveKey(key, salt), objectId, type, plaintext);
    const algorithm = sequence(oid(PBMAC1), sequence(pbkdf2Params(salt), sequence(oid(HMAC_SHA256))));
    return sequence(algorithm, der_encode(Tag.OctetString, mac));
}
/** Checks a MAC made by `signValue` or by NSS. */
function signatureMatches(key, blob, objectId, type, plaintext) {
    const [algorithm, mac] = children(expectTag(parseDer(blob), Tag.Sequence, 'attribute MAC'));
    const [kdf] = children(children(algorithm)[1]);
    const { salt, iterations } = readPbkdf2(kdf);
    const expected = macOf(deriveKey(key, salt, iterations), objectId, type, plaintext);
    return mac.value.length === expected.length && (0,external_node_crypto_namespaceObject.timingSafeEqual)(mac.value, expected);
}
function macOf(key, objectId, type, plaintext) {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(objectId, 0);
    header.writeUInt32BE(type, 4);
    return (0,external_node_crypto_namespaceObject.createHmac)('sha256', key).update(header).update(plaintext).digest();
}
function readPbkdf2(kdf) {
    const [salt, iterations] = children(children(kdf)[1]);
    return { salt: salt.value, iterations: integerToNumber(iterations.value) };
}

;// CONCATENATED MODULE: ./src/certificate/profile.ts

/** A profile that cannot be read or converted: a wrong password, not PKCS#12, no key, … (exit 1). */
class CertificateError extends exit_codes/* ToolError */.v4 {
}

;// CONCATENATED MODULE: ./src/certificate/nss/objects.ts



// The PKCS#11 objects that `pk12util -i` creates for a profile (p12d.c, pk11pk12.c), with the
// attribute values as NSS stores them (sftkdb.c): what the NSS writer stores and the reader checks.
/** PKCS#11 attribute types (pkcs11t.h, pkcs11n.h). */
const CKA = {
    CLASS: 0x0, TOKEN: 0x1, PRIVATE: 0x2, LABEL: 0x3, VALUE: 0x11,
    CERTIFICATE_TYPE: 0x80, ISSUER: 0x81, SERIAL_NUMBER: 0x82,
    KEY_TYPE: 0x100, SUBJECT: 0x101, ID: 0x102, SENSITIVE: 0x103, ENCRYPT: 0x104, DECRYPT: 0x105,
    WRAP: 0x106, UNWRAP: 0x107, SIGN: 0x108, SIGN_RECOVER: 0x109, VERIFY: 0x10a, VERIFY_RECOVER: 0x10b,
    DERIVE: 0x10c, START_DATE: 0x110, END_DATE: 0x111,
    MODULUS: 0x120, PUBLIC_EXPONENT: 0x122, PRIVATE_EXPONENT: 0x123, PRIME_1: 0x124, PRIME_2: 0x125,
    EXPONENT_1: 0x126, EXPONENT_2: 0x127, COEFFICIENT: 0x128,
    EXTRACTABLE: 0x162, LOCAL: 0x163, NEVER_EXTRACTABLE: 0x164, ALWAYS_SENSITIVE: 0x165, MODIFIABLE: 0x170,
    EC_PARAMS: 0x180, EC_POINT: 0x181, NSS_DB: 0xd5a0db00
};
const CKO = { CERTIFICATE: 1, PUBLIC_KEY: 2, PRIVATE_KEY: 3 };
const CKK = { RSA: 0, EC: 3 };
/** Attributes whose stored value is encrypted and MACed with object id 0 (sftkdb_isPrivateAttribute). */
const PRIVATE_ATTRIBUTES = [
    CKA.VALUE, CKA.PRIVATE_EXPONENT, CKA.PRIME_1, CKA.PRIME_2, CKA.EXPONENT_1, CKA.EXPONENT_2, CKA.COEFFICIENT
];
/** Plaintext attributes that carry a MAC with the row's own id (sftkdb_isAuthenticatedAttribute). */
const AUTHENTICATED_ATTRIBUTES = [CKA.MODULUS, CKA.PUBLIC_EXPONENT];
/** The named curves, by the DER of their OID (CKA_EC_PARAMS), their JWK name and OpenSSL's. */
const CURVES = [
    { jwk: 'P-256', name: 'prime256v1', params: '06082a8648ce3d030107' },
    { jwk: 'P-384', name: 'secp384r1', params: '06052b81040022' },
    { jwk: 'P-521', name: 'secp521r1', params: '06052b81040023' }
];
/** A CK_ULONG as NSS stores it: 4 bytes, big-endian, whatever the platform (sftk_ULong2SDBULong). */
const ulong = (n) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
};
const bool = (value) => Buffer.of(value ? 1 : 0);
const EMPTY = Buffer.alloc(0);
/** The objects of one profile: its private key (key4.db), public key and certificates (cert9.db). */
function objectsOf(profile) {
    const key = keyValues(profile.privateKey);
    const nicknames = nicknamesOf(profile);
    const ee = certificateFields(profile.certificate.der);
    const common = (cls, isPrivate) => [
        [CKA.CLASS, ulong(cls)], [CKA.TOKEN, bool(true)], [CKA.PRIVATE, bool(isPrivate)], [CKA.KEY_TYPE, ulong(key.type)],
        [CKA.ID, key.id], [CKA.START_DATE, EMPTY], [CKA.END_DATE, EMPTY], [CKA.LOCAL, bool(false)], [CKA.MODIFIABLE, bool(true)]
    ];
    const rsa = key.type === CKK.RSA;
    const privateKey = new Map([
        ...common(CKO.PRIVATE_KEY, true),
        [CKA.LABEL, Buffer.from(nicknames[0])], [CKA.SUBJECT, ee.subject], [CKA.SENSITIVE, bool(true)],
        [CKA.DECRYPT, bool(rsa)], [CKA.UNWRAP, bool(rsa)], [CKA.SIGN, bool(true)], [CKA.SIGN_RECOVER, bool(true)],
        [CKA.DERIVE, bool(!rsa)], [CKA.EXTRACTABLE, bool(true)], [CKA.NEVER_EXTRACTABLE, bool(false)],
        [CKA.ALWAYS_SENSITIVE, bool(false)], [CKA.NSS_DB, key.publicValue], ...key.privateAttributes
    ]);
    const publicKey = new Map([
        ...common(CKO.PUBLIC_KEY, false),
        [CKA.LABEL, EMPTY], [CKA.SUBJECT, EMPTY], [CKA.ENCRYPT, bool(rsa)], [CKA.WRAP, bool(rsa)],
        [CKA.VERIFY, bool(true)], [CKA.VERIFY_RECOVER, bool(rsa)], [CKA.DERIVE, bool(!rsa)], ...key.publicAttributes
    ]);
    const all = [profile.certificate, ...profile.chain];
    const certificates = all.map((certificate, i) => {
        const fields = certificateFields(certificate.der);
        return new Map([
            [CKA.CLASS, ulong(CKO.CERTIFICATE)], [CKA.TOKEN, bool(true)], [CKA.PRIVATE, bool(false)],
            [CKA.LABEL, Buffer.from(nicknames[i])], [CKA.VALUE, certificate.der], [CKA.CERTIFICATE_TYPE, ulong(0)],
            [CKA.ISSUER, fields.issuer], [CKA.SERIAL_NUMBER, fields.serial], [CKA.SUBJECT, fields.subject],
            [CKA.ID, certificateId(certificate.der)],
            [CKA.MODIFIABLE, bool(true)]
        ]);
    });
    return { privateKey, publicKey, certificates };
}
/**
 * A certificate's CKA_ID: the one of its public key, as for the key (so the end-entity certificate
 * and its key share it); a key of any other type by the SHA-1 of its SPKI.
 */
function certificateId(der) {
    const publicKey = new external_node_crypto_namespaceObject.X509Certificate(der).publicKey;
    return sha1(publicValue(publicKey) ?? publicKey.export({ type: 'spki', format: 'der' }));
}
/** CKA_NSS_DB: the modulus of an RSA key, the raw point of an EC key on a curve of CURVES; nothing for any other key. */
function publicValue(key) {
    if (key.asymmetricKeyType === 'rsa')
        return base64url(key.export({ format: 'jwk' }).n);
    if (!curveOf(key))
        return undefined;
    const jwk = key.export({ format: 'jwk' });
    return Buffer.concat([Buffer.of(4), base64url(jwk.x), base64url(jwk.y)]);
}
/** The curve of CURVES that an EC key is on; undefined for any other key. */
const curveOf = (key) => CURVES.find((c) => c.name === key.asymmetricKeyDetails?.namedCurve);
/** The values NSS stores for a private key and its public key. JWK integers are minimal, as NSS stores RSA numbers (RFC 7518 §2). */
function keyValues(key) {
    const value = publicValue(key);
    if (!value) {
        const curve = key.asymmetricKeyDetails?.namedCurve;
        throw new CertificateError(`the key type ${key.asymmetricKeyType?.toUpperCase() ?? 'unknown'}${curve ? ` ${curve}` : ''} is not supported`);
    }
    const jwk = key.export({ format: 'jwk' });
    const curve = curveOf(key);
    // publicValue took only RSA keys and EC keys on a curve of CURVES.
    if (curve) {
        const params = Buffer.from(curve.params, 'hex');
        return {
            type: CKK.EC,
            id: sha1(value),
            publicValue: value,
            // The public key object keeps the point DER-wrapped as an OCTET STRING; the private key keeps it raw.
            publicAttributes: [[CKA.EC_PARAMS, params], [CKA.EC_POINT, octetString(value)]],
            privateAttributes: [[CKA.EC_PARAMS, params], [CKA.VALUE, base64url(jwk.d)]]
        };
    }
    return {
        type: CKK.RSA,
        id: sha1(value),
        publicValue: value,
        publicAttributes: [[CKA.MODULUS, value], [CKA.PUBLIC_EXPONENT, base64url(jwk.e)]],
        privateAttributes: [
            [CKA.MODULUS, value], [CKA.PUBLIC_EXPONENT, base64url(jwk.e)], [CKA.PRIVATE_EXPONENT, base64url(jwk.d)], [CKA.PRIME_1, base64url(jwk.p)],
            [CKA.PRIME_2, base64url(jwk.q)], [CKA.EXPONENT_1, base64url(jwk.dp)], [CKA.EXPONENT_2, base64url(jwk.dq)], [CKA.COEFFICIENT, base64url(jwk.qi)]
        ]
    };
}
/** A JWK member: the JWK of an RSA or EC key has every member its type defines. */
const base64url = (text) => Buffer.from(text, 'base64url');
const sha1 = (data) => (0,external_node_crypto_namespaceObject.createHash)('sha1').update(data).digest();
/** The issuer, subject and serial number of a certificate as DER, the serial with its tag and length. */
function certificateFields(der) {
    const [tbs] = children(parseDer(der));
    const fields = children(tbs);
    const start = fields[0].tag === 0xa0 ? 1 : 0; // [0] EXPLICIT version is optional
    return { serial: fields[start].raw, issuer: fields[start + 2].raw, subject: fields[start + 4].raw };
}
/**
 * The nicknames pk12util gives (p12d.c sec_pkcs12_get_nickname_for_cert): the certificate bag's
 * friendlyName; for the key's certificate the key bag's next; else CERT_MakeCANickname's
 * "<subject CN or OU> - <issuer O or DC>". A name another subject already has gets " #2", " #3"….
 */
function nicknamesOf(profile) {
    const taken = new Map();
    return [profile.certificate, ...profile.chain].map((certificate, i) => {
        const given = certificate.friendlyName ?? (i === 0 ? profile.keyFriendlyName : undefined);
        const { issuer, subject } = certificateFields(certificate.der);
        const base = given ?? madeUpNickname(subject, issuer);
        const subjectHex = subject.toString('hex');
        let nickname = base;
        for (let n = 2; taken.has(nickname) && taken.get(nickname) !== subjectHex; n++)
            nickname = `${base} #${n}`;
        taken.set(nickname, subjectHex);
        return nickname;
    });
}
function madeUpNickname(subject, issuer) {
    // CERT_GetCommonName takes the last CN of the name; the others the first of their kind.
    const cn = nameElements(subject, '2.5.4.3').at(-1) ?? nameElements(subject, '2.5.4.11')[0];
    const org = nameElements(issuer, '2.5.4.10')[0] ?? nameElements(issuer, '0.9.2342.19200300.100.1.25')[0];
    if (cn && org)
        return `${cn} - ${org}`;
    return cn ?? 'Unknown CA';
}
/** The values of the attributes of that type in a Name, in order, escaped as NSS's avaToString does. */
function nameElements(name, type) {
    const values = [];
    for (const rdn of children(parseDer(name))) {
        for (const ava of children(rdn)) {
            const [oidElement, value] = children(ava);
            if (oidToString(oidElement.value) === type)
                values.push(decodeString(value).replace(/["\\]/g, '\\$&'));
        }
    }
    return values;
}
function decodeString(value) {
    if (value.tag === Tag.BmpString)
        return Buffer.from(value.value).swap16().toString('utf16le');
    return value.value.toString(value.tag === 0x14 ? 'latin1' : 'utf8');
}

;// CONCATENATED MODULE: ./src/certificate/nss/writer.ts









// Writes what `certutil -N --empty-password` and `pk12util -i FILE -K ''` write: an NSS SQL
// database (cert9.db, key4.db, pkcs11.txt) holding one profile, with an empty key-database password.
/** The attribute columns of current NSS (sdb.c sftkdb_known_attributes, `a` + lowercase hex). Older NSS ignores extra columns. */
const ATTRIBUTE_COLUMNS = ('a0 a1 a2 a3 a4 a10 a11 a12 a80 a81 a82 a83 a84 a85 a86 a87 a88 a89 a8a a8b a8c a90 a100 a101 a102 a103 a104 a105 a106 ' +
    'a107 a108 a109 a10a a10b a10c a110 a111 a120 a121 a122 a123 a124 a125 a126 a127 a128 a129 a130 a131 a132 a133 a134 a160 ' +
    'a161 a162 a163 a164 a165 a166 a170 a171 a172 a180 a181 a200 a201 a202 a210 a40000211 a40000212 a40000213 a220 a221 a222 ' +
    'a223 a224 a225 a226 a227 a22e a22f a22a a22b a22c a22d a250 a251 a252 a300 a301 a302 a400 a401 a402 a403 a404 a405 a406 ' +
    'a480 a481 a482 a500 a501 a502 a503 a601 a602 a603 a604 a605 a606 a607 a608 a609 a60a a60b a60c a60d a60e a60f a610 a611 ' +
    'a612 a617 a618 a619 a61a a61b a61c a61d a61e a61f a620 a621 a622 a623 a624 a625 a626 a627 a629 a628 a62a a62b a62c a62d ' +
    'a62e a62f a630 a631 a632 a633 a634 a635 a636 a637 a80000001 ace534351 ace534352 ace534353 ace534354 ace534355 ace534356 ' +
    'ace534357 ace534358 ace534364 ace534365 ace534366 ace534367 ace534368 ace534369 ace534373 ace534374 ace536351 ace536352 ' +
    'ace536353 ace536354 ace536355 ace536356 ace536357 ace536358 ace536359 ace53635a ace53635b ace53635c ace53635d ace53635e ' +
    'ace53635f ace536360 ace5363b4 ace5363b5 ad5a0db00').split(' ');
/** How NSS stores a zero-length value, to tell it from an absent one (sdb.c SQLITE_EXPLICIT_NULL). */
const EXPLICIT_NULL = Buffer.from([0xa5, 0x00, 0x5a]);
/** The column of an attribute type: `printf("a%lx")`. */
const column = (type) => `a${type.toString(16)}`;
/** The object id of a row: any unused non-zero value below 2^30 (sdb.c sdb_getObjectId). */
const newObjectId = () => (0,external_node_crypto_namespaceObject.randomInt)(1, 0x40000000);
/**
 * Writes the three files into `dir`, each created with mode 0600. Refuses a directory that
 * already holds one of them rather than merging into someone's database.
 */
function writeNssDatabase(profile, dir) {
    const objects = objectsOf(profile);
    const files = Object.fromEntries(NSS_FILES.map((name) => [name, external_node_path_default().join(dir, name)]));
    const created = [];
    try {
        for (const file of Object.values(files)) {
            createPrivateFile(file);
            created.push(file);
        }
        writeDatabases(objects, files);
        (0,external_node_fs_namespaceObject.writeFileSync)(files['pkcs11.txt'], pkcs11Text(dir));
    }
    catch (error) {
        // Leave no half-written database (and no key material) behind, and nobody else's file touched.
        removeFilesQuietly(created);
        throw error;
    }
}
function writeDatabases(objects, files) {
    const globalSalt = newGlobalSalt();
    const pass = passKey(globalSalt);
    withDatabases([{ path: files['key4.db'] }, { path: files['cert9.db'] }], ([keyDb, certDb]) => {
        createTable(keyDb, 'nssPrivate');
        createTable(certDb, 'nssPublic');
        keyDb.exec('CREATE TABLE metaData (id PRIMARY KEY UNIQUE ON CONFLICT REPLACE, item1, item2)');
        const putMeta = keyDb.prepare('INSERT INTO metaData (id, item1, item2) VALUES (?, ?, ?)');
        putMeta.run('password', globalSalt, encryptValue(pass, PASSWORD_CHECK));
        const sign = (table, id, type, macId, value) => {
            const name = `sig_${table}_${hex8(id)}_${hex8(type)}`;
            putMeta.run(name, signValue(pass, macId, type, value), null);
        };
        const privateId = newObjectId();
        const stored = new Map(objects.privateKey);
        for (const type of PRIVATE_ATTRIBUTES) {
            const value = objects.privateKey.get(type);
            if (value === undefined)
                continue;
            stored.set(type, encryptValue(pass, value));
            sign('key', privateId, type, 0, value); // object id 0: sftkdb_EncryptAttribute passes CK_INVALID_HANDLE
        }
        for (const type of AUTHENTICATED_ATTRIBUTES) {
            const value = objects.privateKey.get(type);
            if (value !== undefined)
                sign('key', privateId, type, privateId, value);
        }
        insert(keyDb, 'nssPrivate', privateId, stored);
        const used = new Set();
        const uniqueId = () => {
            let id = newObjectId();
            while (used.has(id))
                id = newObjectId();
            used.add(id);
            return id;
        };
        const publicId = uniqueId();
        insert(certDb, 'nssPublic', publicId, objects.publicKey);
        for (const type of AUTHENTICATED_ATTRIBUTES) {
            const value = objects.publicKey.get(type);
            if (value !== undefined)
                sign('cert', publicId, type, publicId, value);
        }
        for (const certificate of objects.certificates)
            insert(certDb, 'nssPublic', uniqueId(), certificate);
        for (const db of [keyDb, certDb])
            db.exec('COMMIT');
    });
}
function createPrivateFile(file) {
    try {
        (0,external_node_fs_namespaceObject.closeSync)((0,external_node_fs_namespaceObject.openSync)(file, 'wx', 0o600));
    }
    catch (error) {
        const code = error.code;
        if (code === 'EEXIST') {
            // Not the profile's fault: a message of its own, which says how to go on.
            throw new exit_codes/* ToolError */.v4(`The work directory ${external_node_path_default().dirname(file)} already holds ${external_node_path_default().basename(file)}: choose another work directory, ` +
                `or delete the database there (${NSS_FILES.join(', ')}) if it is no longer needed.`);
        }
        // Not the profile's fault (a read-only or full disk): the caller reports it as a local fault.
        throw error;
    }
}
/**
 * Makes the table and indexes of sdb.c (sdb_init, CREATE_*_INDEX_CMD) in a new database, inside
 * one transaction without fsync: the file is fresh, and a crash leaves nothing worth keeping.
 */
function createTable(db, table) {
    db.exec('PRAGMA synchronous = OFF; BEGIN');
    db.exec(`CREATE TABLE ${table} (id PRIMARY KEY UNIQUE ON CONFLICT ABORT, ${ATTRIBUTE_COLUMNS.join(', ')})`);
    for (const [name, type] of [['issuer', CKA.ISSUER], ['subject', CKA.SUBJECT], ['label', CKA.LABEL], ['ckaid', CKA.ID]]) {
        db.exec(`CREATE INDEX ${name} ON ${table} (${column(type)})`);
    }
}
function insert(db, table, id, attributes) {
    const types = [...attributes.keys()];
    const sql = `INSERT INTO ${table} (id, ${types.map(column).join(', ')}) VALUES (?${', ?'.repeat(types.length)})`;
    db.prepare(sql).run(id, ...types.map((type) => {
        const value = attributes.get(type);
        return value.length === 0 ? EXPLICIT_NULL : value;
    }));
}
const hex8 = (n) => n.toString(16).padStart(8, '0');
/** pkcs11.txt as NSS writes it, LF line endings, trailing space and blank line included (utilmod.c). */
function pkcs11Text(dir) {
    const configdir = external_node_path_default().resolve(dir).replaceAll('\\', '/');
    return [
        'library=',
        'name=NSS Internal PKCS #11 Module',
        `parameters=configdir='sql:${configdir}' certPrefix='' keyPrefix='' secmod='secmod.db' flags= updatedir='' updateCertPrefix='' updateKeyPrefix='' updateid='' updateTokenDescription='' `,
        'NSS=Flags=internal,critical trustOrder=75 cipherOrder=100 slotParams=(1={slotFlags=[ECC,RSA,DSA,DH,RC2,RC4,DES,RANDOM,SHA1,MD5,MD2,SSL,TLS,AES,Camellia,SEED,SHA256,SHA512] askpw=any timeout=30})',
        '',
        ''
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/certificate/nss/reader.ts







// Reads an NSS SQL database with the empty password, verifying everything NSS verifies: the
// password check and every integrity MAC. For the tests, and for a self-check after writing.
/** A database that NSS would reject: a failed password check, a wrong or missing MAC, an unreadable key. */
class NssDatabaseError extends CertificateError {
}
/** Opens `dir`'s cert9.db and key4.db read-only and checks them; throws NssDatabaseError on any mismatch. */
function readNssDatabase(dir) {
    const files = ['key4.db', 'cert9.db'].map((file) => ({ path: external_node_path_default().join(dir, file), readOnly: true }));
    return withDatabases(files, ([keyDb, certDb]) => {
        const meta = new Map(keyDb.prepare('SELECT id, item1, item2 FROM metaData').all().map((row) => [row.id, row]));
        const password = meta.get('password');
        if (!password?.item2)
            throw new NssDatabaseError('no password entry in key4.db');
        const key = passKey(Buffer.from(password.item1));
        let check;
        try {
            check = decryptValue(key, Buffer.from(password.item2));
        }
        catch {
            throw new NssDatabaseError('the password check does not decrypt with the empty password');
        }
        if (!check.equals(PASSWORD_CHECK))
            throw new NssDatabaseError('the password check does not match');
        const verify = (table, object, type, macId) => {
            const name = `sig_${table}_${object.id.toString(16).padStart(8, '0')}_${type.toString(16).padStart(8, '0')}`;
            const row = meta.get(name);
            if (!row)
                throw new NssDatabaseError(`missing ${name}`);
            if (!signatureMatches(key, Buffer.from(row.item1), macId, type, object.attributes.get(type))) {
                throw new NssDatabaseError(`${name} does not match`);
            }
        };
        const privateKeys = readObjects(keyDb, 'nssPrivate').map((object) => {
            for (const type of PRIVATE_ATTRIBUTES) {
                const stored = object.attributes.get(type);
                if (stored === undefined)
                    continue;
                object.attributes.set(type, decryptValue(key, stored));
                verify('key', object, type, 0);
            }
            for (const type of AUTHENTICATED_ATTRIBUTES)
                if (object.attributes.has(type))
                    verify('key', object, type, object.id);
            return { ...object, key: rebuildKey(object.attributes) };
        });
        const publicObjects = readObjects(certDb, 'nssPublic');
        for (const object of publicObjects) {
            for (const type of AUTHENTICATED_ATTRIBUTES)
                if (object.attributes.has(type))
                    verify('cert', object, type, object.id);
        }
        return { privateKeys, publicObjects, metaData: [...meta.keys()] };
    });
}
/**
 * The self-check after writing: the database in `dir` opens with the empty password, every MAC
 * verifies, and it holds exactly the profile's key and certificates.
 */
function checkNssDatabase(dir, profile) {
    const db = readNssDatabase(dir);
    const jwk = (key) => JSON.stringify(key.export({ format: 'jwk' }));
    if (db.privateKeys.length !== 1 || jwk(db.privateKeys[0].key) !== jwk(profile.privateKey)) {
        throw new NssDatabaseError('the written key database does not hold the profile\'s private key');
    }
    const written = db.publicObjects
        .filter((o) => o.attributes.get(CKA.CLASS)?.readUInt32BE(0) === CKO.CERTIFICATE)
        .map((o) => o.attributes.get(CKA.VALUE)?.toString('hex'));
    const expected = [profile.certificate, ...profile.chain].map((c) => c.der.toString('hex'));
    if (written.sort().join() !== expected.sort().join()) {
        throw new NssDatabaseError('the written certificate database does not hold the profile\'s certificates');
    }
}
function readObjects(db, table) {
    return db.prepare(`SELECT * FROM ${table}`).all().map((row) => {
        const attributes = new Map();
        for (const [name, value] of Object.entries(row)) {
            if (name === 'id' || value === null)
                continue;
            const bytes = Buffer.from(value);
            attributes.set(Number.parseInt(name.slice(1), 16), bytes.equals(EXPLICIT_NULL) ? Buffer.alloc(0) : bytes);
        }
        return { id: Number(row.id), attributes };
    });
}
function rebuildKey(attributes) {
    const get = (type) => (attributes.get(type) ?? Buffer.alloc(0)).toString('base64url');
    const keyType = attributes.get(CKA.KEY_TYPE)?.readUInt32BE(0);
    if (attributes.get(CKA.CLASS)?.readUInt32BE(0) !== CKO.PRIVATE_KEY)
        throw new NssDatabaseError('not a private key object');
    if (keyType === CKK.RSA) {
        return (0,external_node_crypto_namespaceObject.createPrivateKey)({
            format: 'jwk',
            key: {
                kty: 'RSA', n: get(CKA.MODULUS), e: get(CKA.PUBLIC_EXPONENT), d: get(CKA.PRIVATE_EXPONENT), p: get(CKA.PRIME_1),
                q: get(CKA.PRIME_2), dp: get(CKA.EXPONENT_1), dq: get(CKA.EXPONENT_2), qi: get(CKA.COEFFICIENT)
            }
        });
    }
    const curve = CURVES.find((c) => attributes.get(CKA.EC_PARAMS)?.toString('hex') === c.params);
    if (keyType !== CKK.EC || !curve)
        throw new NssDatabaseError(`unsupported key type ${keyType}`);
    const point = attributes.get(CKA.NSS_DB);
    const size = (point.length - 1) / 2;
    // Node takes the scalar at any length, with leading zeros or without, as NSS may store it.
    return (0,external_node_crypto_namespaceObject.createPrivateKey)({
        format: 'jwk',
        key: {
            kty: 'EC', crv: curve.jwk, x: point.subarray(1, 1 + size).toString('base64url'),
            y: point.subarray(1 + size).toString('base64url'), d: get(CKA.VALUE)
        }
    });
}

;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_require("node:util");
// EXTERNAL MODULE: ./node_modules/node-forge/lib/rc2.js
var rc2 = __nccwpck_require__(893);
var rc2_default = /*#__PURE__*/__nccwpck_require__.n(rc2);
// EXTERNAL MODULE: ./node_modules/node-forge/lib/util.js
var util = __nccwpck_require__(456);
var util_default = /*#__PURE__*/__nccwpck_require__.n(util);
;// CONCATENATED MODULE: ./src/certificate/sha256.ts
// The rounds of SHA-256 that the PKCS#12 KDF runs, in plain JavaScript. A module of its own so
// that mutation testing can treat it apart (see stryker.config.mjs): instrumented, this loop
// makes one conversion take 18 s instead of a tenth of one.
// SHA-256 (FIPS 180-4 §4.2.2, §5.3.3): the first 32 bits of the fractional parts of the cube
// roots of the first 64 primes, and of the square roots of the first 8.
const SHA256_K = Int32Array.from([
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
]);
const SHA256_H0 = Int32Array.from([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
/**
 * The PKCS#12 KDF's rounds (`hashRounds` in pkcs12-crypto.ts) for SHA-256, the MAC hash of NSS's
 * and OpenSSL 3's exports (600,000 rounds in NSS's), in plain JavaScript: each round hashes a 32-byte digest, one padded block. Why not
 * crypto.hash: each call costs more than its hash, and its SHA instructions compete with the
 * PBKDF2 that runs beside it (see readBags). On a 2-core VM, 600,000 calls took 0.21 s alone but
 * 0.32 s beside PBKDF2 (0.35 s and more inside vitest); this loop 0.25 s in every case.
 * Node has no native PKCS#12 KDF: OpenSSL's is reachable only through tls.createSecureContext({ pfx }),
 * which once the MAC verifies decrypts every safe too, work that we then do a second time.
 */
function sha256Rounds(value, count) {
    const w = new Int32Array(64);
    const state = new Int32Array(8);
    for (let i = 0; i < 8; i++)
        state[i] = value.readInt32BE(i * 4);
    for (let round = 0; round < count; round++) {
        // The one block: the digest, the end marker 0x80, zeros (words 9 to 14, never written), and the length in bits, 256.
        w.set(state);
        w[8] = 0x80000000;
        w[15] = 256;
        for (let i = 16; i < 64; i++) {
            const x = w[i - 15];
            const y = w[i - 2];
            const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
            const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
            w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
        }
        let a = SHA256_H0[0], b = SHA256_H0[1], c = SHA256_H0[2], d = SHA256_H0[3];
        let e = SHA256_H0[4], f = SHA256_H0[5], g = SHA256_H0[6], h = SHA256_H0[7];
        for (let i = 0; i < 64; i++) {
            const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
            const t1 = (h + s1 + ((e & f) ^ (~e & g)) + SHA256_K[i] + w[i]) | 0;
            const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
            const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
            h = g;
            g = f;
            f = e;
            e = (d + t1) | 0;
            d = c;
            c = b;
            b = a;
            a = (t1 + t2) | 0;
        }
        // An Int32Array keeps each sum modulo 2^32.
        state[0] = SHA256_H0[0] + a;
        state[1] = SHA256_H0[1] + b;
        state[2] = SHA256_H0[2] + c;
        state[3] = SHA256_H0[3] + d;
        state[4] = SHA256_H0[4] + e;
        state[5] = SHA256_H0[5] + f;
        state[6] = SHA256_H0[6] + g;
        state[7] = SHA256_H0[7] + h;
    }
    for (let i = 0; i < 8; i++)
        value.writeInt32BE(state[i], i * 4);
}

;// CONCATENATED MODULE: ./src/certificate/pkcs12-crypto.ts








// The ciphers of PKCS#12 files: the PKCS#12 PBE schemes (RFC 7292 App. B and C) and PBES2
// (RFC 8018). Everything runs on node:crypto except RC2, which Node 24's OpenSSL keeps in its
// legacy provider (unavailable to an action: the runner starts node without flags); node-forge's
// RC2 module fills that gap, and only that one. The PKCS#12 KDF's rounds of SHA-256 are ours too,
// for speed (see sha256.ts).
/** Which error a decryption failure means: with a MAC-less file, a wrong password shows up here. */
class DecryptionError extends Error {
}
/** An algorithm this reader does not implement; its message names it: "the cipher 1.2.3 (name)". */
class UnsupportedAlgorithmError extends Error {
}
const pbkdf2Async = (0,external_node_util_namespaceObject.promisify)(external_node_crypto_namespaceObject.pbkdf2);
/**
 * How long the conversion may hold the event loop before it lets timers, signals and I/O run: a
 * profile exported by NSS takes 600,000 hashes for its MAC key alone, 0.2 s or more of JavaScript.
 */
const SLICE_MS = 20;
/** When the conversion last gave the event loop a turn; any stale value only makes a yield come early. */
let sliceStart = performance.now();
/** Gives the event loop a turn (timers, signal handlers, I/O), then throws if `signal` has aborted meanwhile. */
async function yieldToEventLoop(signal) {
    await (0,external_node_timers_promises_namespaceObject.setImmediate)();
    sliceStart = performance.now();
    throwIfAborted(signal);
}
/** Names for the OIDs people meet that we do not implement, so that the error says more than digits. */
const UNSUPPORTED_NAMES = {
    '1.2.840.113549.1.12.1.1': 'pbeWithSHAAnd128BitRC4',
    '1.2.840.113549.1.12.1.2': 'pbeWithSHAAnd40BitRC4',
    '1.2.840.113549.1.5.3': 'pbeWithMD5AndDES-CBC',
    '1.2.840.113549.1.5.10': 'pbeWithSHA1AndDES-CBC',
    '1.2.840.113549.1.5.14': 'PBMAC1',
    '1.2.840.113549.2.5': 'MD5',
    '1.3.14.3.2.7': 'DES-CBC',
    '1.2.840.113549.3.2': 'RC2-CBC'
};
/** An OID as an error message shows it: dotted, with its name when known. */
function describeOid(oid) {
    const name = UNSUPPORTED_NAMES[oid];
    return name ? `${oid} (${name})` : oid;
}
/**
 * The encodings to try, most likely first: the standard BMPString of the text with its UTF-8
 * bytes; for an empty password also no bytes at all (OpenSSL's NULL password); for non-ASCII
 * text also each UTF-8 byte widened to 16 bits (what OpenSSL 1.x wrote from a UTF-8 terminal);
 * and, when every character is Latin-1, its Latin-1 bytes for PBKDF2 (OpenSSL 3 given a Latin-1
 * password file or terminal: its BMPString falls back to widening the bytes, which is the
 * standard form, but PBKDF2 gets the raw bytes).
 */
function passwordForms(password) {
    const utf8 = Buffer.from(password, 'utf8');
    const bmp = (units) => Buffer.concat([units, Buffer.alloc(2)]);
    const standard = bmp(Buffer.from(password, 'utf16le').swap16());
    const forms = [{ bmp: standard, pbes2: utf8 }];
    if (password === '')
        forms.push({ bmp: Buffer.alloc(0), pbes2: utf8 });
    const codes = [...password].map((c) => c.codePointAt(0) ?? 0);
    if (codes.some((code) => code > 0x7f)) {
        const widened = Buffer.alloc(utf8.length * 2);
        utf8.forEach((byte, i) => (widened[i * 2 + 1] = byte));
        forms.push({ bmp: bmp(widened), pbes2: utf8 });
        if (codes.every((code) => code <= 0xff))
            forms.push({ bmp: standard, pbes2: Buffer.from(password, 'latin1') });
    }
    return forms;
}
/**
 * The most key-derivation iterations a profile may ask for. NSS writes 600,000 and OpenSSL 2,048;
 * a count far beyond is a broken or hostile file that would keep the conversion busy for hours.
 */
const MAX_ITERATIONS = 10_000_000;
/** An iteration count, refused past MAX_ITERATIONS. */
function iterationCount(value) {
    const count = integerToNumber(value);
    if (count > MAX_ITERATIONS)
        throw new UnsupportedAlgorithmError(`${count} key-derivation iterations (at most ${MAX_ITERATIONS} are accepted)`);
    return count;
}
const HASHES = {
    '1.3.14.3.2.26': { name: 'sha1', blockSize: 64 },
    '2.16.840.1.101.3.4.2.4': { name: 'sha224', blockSize: 64 },
    '2.16.840.1.101.3.4.2.1': { name: 'sha256', blockSize: 64 },
    '2.16.840.1.101.3.4.2.2': { name: 'sha384', blockSize: 128 },
    '2.16.840.1.101.3.4.2.3': { name: 'sha512', blockSize: 128 }
};
/**
 * The PKCS#12 key derivation of RFC 7292 App. B.2 (id 1: key, 2: IV, 3: MAC key). Its hashes run
 * here, on the main thread, so it yields to the event loop every SLICE_MS and then rejects with
 * the signal's reason if it has aborted.
 */
async function pkcs12Kdf(hash, blockSize, password, salt, id, iterations, length, signal) {
    const v = blockSize;
    const fill = (data) => {
        const out = Buffer.alloc(v * Math.ceil(data.length / v));
        for (let i = 0; i < out.length; i++)
            out[i] = data[i % data.length];
        return out;
    };
    const d = Buffer.alloc(v, id);
    const input = Buffer.concat([fill(salt), fill(password)]);
    const rounds = hash === 'sha256' ? sha256Rounds : (value, count) => hashRounds(hash, value, count);
    const result = [];
    for (let produced = 0; produced < length;) {
        const a = (0,external_node_crypto_namespaceObject.hash)(hash, Buffer.concat([d, input]), 'buffer');
        // 1,024 hashes at a time: a few milliseconds at most between two looks at the clock.
        for (let done = 1; done < iterations; done += 1024) {
            rounds(a, Math.min(1024, iterations - done));
            if (performance.now() - sliceStart >= SLICE_MS)
                await yieldToEventLoop(signal);
        }
        result.push(a);
        produced += a.length;
        // I_j = (I_j + B + 1) mod 2^(8v), with B the digest repeated to v bytes.
        const b = fill(a);
        for (let j = 0; j < input.length; j += v) {
            let carry = 1;
            for (let k = v - 1; k >= 0; k--) {
                const sum = input[j + k] + b[k] + carry;
                input[j + k] = sum & 0xff;
                carry = sum >> 8;
            }
        }
    }
    return Buffer.concat(result).subarray(0, length);
}
/**
 * Hashes `value` again `count` times, in place, with crypto.hash: the one-shot digest is several
 * times faster than createHash for these short inputs, and its Latin-1 string ('binary') written
 * back into one buffer three times faster again than its Buffer output, which allocates a Buffer
 * per hash.
 */
function hashRounds(hash, value, count) {
    for (let i = 0; i < count; i++)
        value.write((0,external_node_crypto_namespaceObject.hash)(hash, value, 'binary'), 'binary');
}
/** Checks the MacData of RFC 7292 §4 over the authenticated safe's octets. */
async function macMatches(macData, content, password, signal) {
    const [digestInfo, saltElement, iterationsElement] = children(expectTag(macData, Tag.Sequence, 'MacData'));
    const [algorithm, digest] = children(digestInfo);
    const oid = oidToString(children(algorithm)[0].value);
    const hash = HASHES[oid];
    if (!hash)
        throw new UnsupportedAlgorithmError(`the MAC algorithm ${describeOid(oid)}`);
    const iterations = iterationsElement ? iterationCount(iterationsElement.value) : 1;
    const expected = octets(digest);
    const key = await pkcs12Kdf(hash.name, hash.blockSize, password.bmp, octets(saltElement), 3, iterations, expected.length, signal);
    const actual = (0,external_node_crypto_namespaceObject.createHmac)(hash.name, key).update(content).digest();
    return actual.length === expected.length && (0,external_node_crypto_namespaceObject.timingSafeEqual)(actual, expected);
}
/** PKCS#12 PBE schemes (RFC 7292 App. C): SHA-1 KDF with the cipher's key length and effective bits. */
const PKCS12_PBE = {
    '1.2.840.113549.1.12.1.3': { cipher: 'des-ede3-cbc', keyLength: 24, ivLength: 8 },
    '1.2.840.113549.1.12.1.4': { cipher: 'des-ede-cbc', keyLength: 16, ivLength: 8 },
    '1.2.840.113549.1.12.1.5': { cipher: 'rc2-cbc', keyLength: 16, ivLength: 8, rc2Bits: 128 },
    '1.2.840.113549.1.12.1.6': { cipher: 'rc2-cbc', keyLength: 5, ivLength: 8, rc2Bits: 40 }
};
const PBES2_CIPHERS = {
    '2.16.840.1.101.3.4.1.2': { cipher: 'aes-128-cbc', keyLength: 16 },
    '2.16.840.1.101.3.4.1.22': { cipher: 'aes-192-cbc', keyLength: 24 },
    '2.16.840.1.101.3.4.1.42': { cipher: 'aes-256-cbc', keyLength: 32 },
    '1.2.840.113549.3.7': { cipher: 'des-ede3-cbc', keyLength: 24 }
};
const PBKDF2_PRFS = {
    '1.2.840.113549.2.7': 'sha1',
    '1.2.840.113549.2.8': 'sha224',
    '1.2.840.113549.2.9': 'sha256',
    '1.2.840.113549.2.10': 'sha384',
    '1.2.840.113549.2.11': 'sha512'
};
/**
 * Decrypts data under an AlgorithmIdentifier of a PKCS#12 PBE scheme or PBES2. PBKDF2 runs on
 * libuv's thread pool; an abort rejects at once and leaves that computation to finish unheard.
 */
async function decrypt(algorithm, data, password, signal) {
    const [oidElement, params] = children(expectTag(algorithm, Tag.Sequence, 'AlgorithmIdentifier'));
    const oid = oidToString(oidElement.value);
    const pbe = PKCS12_PBE[oid];
    if (pbe) {
        const [salt, iterations] = children(params).map((e) => e.value);
        const derive = (id, length) => pkcs12Kdf('sha1', 64, password.bmp, salt, id, iterationCount(iterations), length, signal);
        const key = await derive(1, pbe.keyLength);
        const iv = await derive(2, pbe.ivLength);
        return pbe.rc2Bits ? rc2Decrypt(key, pbe.rc2Bits, iv, data) : nodeDecrypt(pbe.cipher, key, iv, data);
    }
    if (oid === '1.2.840.113549.1.5.13') {
        const [kdf, scheme] = children(params);
        const [kdfOid, kdfParams] = children(kdf);
        if (oidToString(kdfOid.value) !== '1.2.840.113549.1.5.12') {
            throw new UnsupportedAlgorithmError(`the key derivation function ${describeOid(oidToString(kdfOid.value))}`);
        }
        const [schemeOid, ivElement] = children(scheme);
        const cipher = PBES2_CIPHERS[oidToString(schemeOid.value)];
        if (!cipher)
            throw new UnsupportedAlgorithmError(`the cipher ${describeOid(oidToString(schemeOid.value))}`);
        const [salt, iterations, ...rest] = children(kdfParams);
        const prfElement = rest.find((e) => e.tag === Tag.Sequence);
        const prfOid = prfElement ? oidToString(children(prfElement)[0].value) : '1.2.840.113549.2.7';
        const prf = PBKDF2_PRFS[prfOid];
        if (!prf)
            throw new UnsupportedAlgorithmError(`the PBKDF2 function ${describeOid(prfOid)}`);
        const key = await abortable(pbkdf2Async(password.pbes2, salt.value, iterationCount(iterations.value), cipher.keyLength, prf), signal);
        return nodeDecrypt(cipher.cipher, key, ivElement.value, data);
    }
    throw new UnsupportedAlgorithmError(`the encryption algorithm ${describeOid(oid)}`);
}
function nodeDecrypt(cipher, key, iv, data) {
    try {
        const decipher = (0,external_node_crypto_namespaceObject.createDecipheriv)(cipher, key, iv);
        return Buffer.concat([decipher.update(data), decipher.final()]);
    }
    catch (error) {
        throw new DecryptionError(`decryption failed: ${error.message}`);
    }
}
function rc2Decrypt(key, bits, iv, data) {
    const decipher = rc2_default().createDecryptionCipher(key.toString('binary'), bits);
    decipher.start(iv.toString('binary'), null);
    decipher.update(util_default().createBuffer(data.toString('binary')));
    // forge's own unpadding only checks the last byte against the length (and takes 0): we pass a
    // no-op padding function and check PKCS#7 (RFC 8018 §6.1.1 step 4) ourselves.
    if (!decipher.finish(() => true))
        throw new DecryptionError('decryption failed: not whole blocks');
    return unpad(Buffer.from(decipher.output.getBytes(), 'binary'), 8);
}
/** Removes PKCS#7 padding, checking every padding byte. */
function unpad(data, blockSize) {
    const count = data.length > 0 ? data[data.length - 1] : 0;
    const valid = count >= 1 && count <= blockSize && count <= data.length &&
        data.subarray(data.length - count).every((byte) => byte === count);
    if (!valid)
        throw new DecryptionError('decryption failed: bad padding');
    return data.subarray(0, data.length - count);
}

;// CONCATENATED MODULE: ./src/certificate/pkcs12.ts






// A PKCS#12 (RFC 7292) reader, on node:crypto. Our own because no library opens every profile
// people have: node-forge garbles non-ASCII passwords and re-encodes certificates, pkijs has no
// legacy ciphers (RC2, 3DES) that macOS, Windows and Java 8 exports use. It keeps each
// certificate's original DER bytes. RC2 alone comes from node-forge's rc2 module: Node 24 has it
// only behind --openssl-legacy-provider, forge's module is small, maintained, bundles with ncc,
// and we check its PKCS#7 padding ourselves; the PKCS#12 KDF is ours (see pkcs12-crypto.ts).
const OID = {
    data: '1.2.840.113549.1.7.1',
    encryptedData: '1.2.840.113549.1.7.6',
    keyBag: '1.2.840.113549.1.12.10.1.1',
    shroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
    certBag: '1.2.840.113549.1.12.10.1.3',
    safeContentsBag: '1.2.840.113549.1.12.10.1.6',
    x509Certificate: '1.2.840.113549.1.9.22.1',
    friendlyName: '1.2.840.113549.1.9.20'
};
const WRONG_PASSWORD = 'the certificate password is wrong';
const NOT_PKCS12 = 'the certificate file is not a PKCS#12 profile';
/**
 * Opens a PKCS#12 profile: verifies its MAC, decrypts it, and returns its one private key, the
 * certificate that matches that key, and the other certificates. The key derivations yield to the
 * event loop; when `signal` aborts, it rejects promptly with the signal's reason.
 * @throws CertificateError with a one-line message for every way a profile can be unusable.
 */
async function readPkcs12(data, password, signal) {
    throwIfAborted(signal);
    const bags = await readBags(data, password, signal);
    if (bags.keys.length === 0)
        throw new CertificateError('the certificate profile holds no private key');
    if (bags.keys.length > 1) {
        throw new CertificateError(`the certificate profile holds ${bags.keys.length} private keys; it must hold exactly one`);
    }
    const privateKey = privateKeyOf(bags.keys[0].pkcs8);
    const publicKey = (0,external_node_crypto_namespaceObject.createPublicKey)(privateKey).export({ type: 'spki', format: 'der' });
    const index = bags.certificates.findIndex((certificate) => publicKeyOf(certificate.der)?.equals(publicKey));
    if (index < 0)
        throw new CertificateError('the certificate profile holds no certificate for its private key');
    return {
        privateKey,
        keyFriendlyName: bags.keys[0].friendlyName,
        certificate: bags.certificates[index],
        chain: bags.certificates.filter((_, i) => i !== index)
    };
}
/**
 * Decrypts the safes under each password form the MAC allows, most likely first. A form that
 * fails to decrypt is not the one (a Latin-1 PBES2 password verifies the MAC like the UTF-8 one);
 * when none decrypts, the first form's failure is the message.
 *
 * The likeliest form's decryption starts at once, beside the MAC check, and counts only once the
 * MAC has verified that form: a profile exported by NSS asks 600,000 iterations of PBKDF2 for each
 * of its two safes, which libuv's thread pool runs on another core while this thread derives the
 * MAC key (RFC 7292's KDF has no native implementation in Node). On two cores, that takes such a
 * profile from about 0.45 s to 0.26 s.
 */
async function readBags(data, password, signal) {
    const { safes, content, macData } = openPfx(data);
    const forms = passwordForms(password);
    // Stopped with the caller's signal, and when it is not needed after all (a wrong password), so
    // that no key derivation of ours runs on after the verdict.
    const early = new AbortController();
    const cancel = () => early.abort(signal?.reason);
    signal?.addEventListener('abort', cancel, { once: true });
    const first = collectBags(safes, forms[0], early.signal);
    first.catch(() => { }); // awaited below only when the MAC allows the form
    try {
        const candidates = macData ? await verifiedForms(macData, content, forms, signal) : forms;
        let firstError;
        for (const form of candidates) {
            throwIfAborted(signal);
            try {
                return await (form === forms[0] ? first : collectBags(safes, form, signal));
            }
            catch (error) {
                throwIfAborted(signal); // a cancellation is no failed decryption
                if (error instanceof UnsupportedAlgorithmError)
                    throw asCertificateError(error);
                firstError ??= error;
            }
        }
        // Without a MAC, a wrong password shows only as a failed decryption or as garbage.
        if (!macData || firstError instanceof DecryptionError)
            throw new CertificateError(WRONG_PASSWORD);
        throw asCertificateError(firstError);
    }
    finally {
        signal?.removeEventListener('abort', cancel);
        early.abort();
    }
}
/** Reads the PFX envelope: its safes, the octets its MAC covers, and the MacData if it has one. */
function openPfx(data) {
    try {
        const [version, authSafe, macData] = children(expectTag(readDer(data), Tag.Sequence, 'PFX'));
        if (expectTag(version, Tag.Integer, 'version').value[0] !== 3)
            throw new DerError('not version 3');
        const content = contentOf(authSafe, OID.data);
        return { safes: children(readDer(content)), content, macData };
    }
    catch (error) {
        throw asCertificateError(error);
    }
}
/** The password forms under which the MAC verifies; refuses the password when there is none. */
async function verifiedForms(macData, content, forms, signal) {
    try {
        // Several forms share one BMPString: check each MAC key once (NSS's exports take 600,000 hashes).
        const checked = new Map();
        const candidates = [];
        for (const form of forms) {
            const id = form.bmp.toString('hex');
            if (!checked.has(id)) {
                throwIfAborted(signal);
                checked.set(id, await macMatches(macData, content, form, signal));
            }
            if (checked.get(id) === true)
                candidates.push(form);
        }
        if (candidates.length === 0)
            throw new CertificateError(WRONG_PASSWORD);
        return candidates;
    }
    catch (error) {
        throwIfAborted(signal);
        throw asCertificateError(error);
    }
}
async function collectBags(safes, password, signal) {
    const bags = { keys: [], certificates: [] };
    for (const safe of safes) {
        const type = oidToString(children(safe)[0].value);
        if (type === OID.data) {
            await readSafeContents(contentOf(safe, OID.data), password, bags, signal);
        }
        else if (type === OID.encryptedData) {
            // EncryptedData { version, EncryptedContentInfo { contentType, algorithm, [0] IMPLICIT content } }
            const [, info] = children(explicitContent(safe));
            const [, algorithm, encrypted] = children(info);
            await readSafeContents(await decryptDer(algorithm, octets(encrypted), password, signal), password, bags, signal);
        }
        else {
            throw new UnsupportedAlgorithmError(`a safe of type ${type} (public-key encrypted)`);
        }
    }
    return bags;
}
async function readSafeContents(der, password, bags, signal) {
    for (const bag of children(readDer(der))) {
        const [idElement, valueWrapper, attributes] = children(bag);
        const id = oidToString(idElement.value);
        const value = children(valueWrapper)[0];
        const friendlyName = attributes ? friendlyNameOf(attributes) : undefined;
        if (id === OID.keyBag) {
            bags.keys.push({ pkcs8: Buffer.from(value.raw), friendlyName });
        }
        else if (id === OID.shroudedKeyBag) {
            const [algorithm, encrypted] = children(value);
            bags.keys.push({ pkcs8: await decryptDer(algorithm, octets(encrypted), password, signal), friendlyName });
        }
        else if (id === OID.certBag) {
            const [certType, certValue] = children(value);
            if (oidToString(certType.value) !== OID.x509Certificate)
                continue; // SDSI certificates: not for TLS
            bags.certificates.push({ der: Buffer.from(octets(children(certValue)[0])), friendlyName });
        }
        else if (id === OID.safeContentsBag) {
            await readSafeContents(value.raw, password, bags, signal);
        }
        // CRL and secret bags carry nothing a client certificate needs.
    }
}
/**
 * Decrypts what must be one DER element (SafeContents or PKCS#8). A wrong key passes the PKCS#7
 * padding check about once in 256 tries; the DER check turns that garbage into a DecryptionError.
 */
async function decryptDer(algorithm, data, password, signal) {
    throwIfAborted(signal);
    const plain = await decrypt(algorithm, data, password, signal);
    try {
        return parseDer(plain).raw;
    }
    catch {
        throw new DecryptionError('decryption failed: the result is not DER');
    }
}
/** The octets of a ContentInfo of type data: `SEQUENCE { OID, [0] EXPLICIT OCTET STRING }`. */
function contentOf(contentInfo, type) {
    const [oid] = children(expectTag(contentInfo, Tag.Sequence, 'ContentInfo'));
    if (oidToString(oid.value) !== type)
        throw new DerError(`expected content of type ${type}`);
    return octets(explicitContent(contentInfo));
}
function explicitContent(contentInfo) {
    return children(expectTag(children(contentInfo)[1], 0xa0, '[0] content'))[0];
}
function friendlyNameOf(attributes) {
    for (const attribute of children(attributes)) {
        const [oid, values] = children(attribute);
        if (oidToString(oid.value) !== OID.friendlyName)
            continue;
        const name = children(values)[0];
        // RFC 7292 §4.2: a BMPString (UTF-16BE); a few writers use UTF8String.
        if (name?.tag === Tag.Utf8String)
            return name.value.toString('utf8');
        if (name?.tag !== Tag.BmpString || name.value.length % 2)
            return undefined;
        return Buffer.from(name.value).swap16().toString('utf16le');
    }
    return undefined;
}
function privateKeyOf(pkcs8) {
    let key;
    try {
        key = (0,external_node_crypto_namespaceObject.createPrivateKey)({ key: pkcs8, format: 'der', type: 'pkcs8' });
    }
    catch {
        throw new CertificateError('the private key in the certificate profile cannot be read');
    }
    // The key types and curves NSS and the service's browsers take for client certificates.
    if (key.asymmetricKeyType === 'rsa' || curveOf(key))
        return key;
    const type = key.asymmetricKeyType ?? 'unknown';
    const curve = key.asymmetricKeyDetails?.namedCurve;
    const what = type === 'ec' ? `EC on the curve ${curve ?? 'with explicit parameters'}` : type.toUpperCase();
    throw new CertificateError(`the private key type ${what} is not supported: use RSA or EC on P-256, P-384 or P-521`);
}
function publicKeyOf(der) {
    try {
        return new external_node_crypto_namespaceObject.X509Certificate(der).publicKey.export({ type: 'spki', format: 'der' });
    }
    catch {
        return undefined;
    }
}
function asCertificateError(error) {
    if (error instanceof CertificateError)
        return error;
    if (error instanceof UnsupportedAlgorithmError) {
        return new CertificateError(`the certificate profile uses ${error.message}, which is not supported`);
    }
    return new CertificateError(NOT_PKCS12);
}

;// CONCATENATED MODULE: ./src/certificate/convert.ts







/**
 * Client A rule 4: imports a PKCS#12 profile into an NSS SQL database in `dir` with an empty
 * key-database password, as `certutil -N --empty-password` and `pk12util -i -K ''` would, then
 * reads the database back as NSS would to check it. Needs no NSS tools.
 *
 * Never holds the event loop for long (a profile exported by NSS takes tenths of a second of key derivation),
 * so that a signal is handled at once. When `signal` aborts, it rejects promptly with the signal's
 * reason (a DOMException named AbortError when that reason is not an Error). Whenever it rejects,
 * it leaves none of the three database files in `dir`.
 * @throws CertificateError with a one-line message for the user; a ToolError when `dir` holds a database already.
 */
async function convertProfile(data, password, dir, signal) {
    const profile = await readPkcs12(data, password, signal);
    await yieldToEventLoop(signal);
    writeNssDatabase(profile, dir); // removes what it created when it fails
    try {
        await yieldToEventLoop(signal);
        checkNssDatabase(dir, profile);
    }
    catch (error) {
        // Cancelled between writing and checking, or not read back: the database goes, as it would had the writer failed.
        removeFilesQuietly(NSS_FILES.map((file) => external_node_path_default().join(dir, file)));
        throw error;
    }
    return profile;
}

;// CONCATENATED MODULE: ./src/certificate/upload.ts












const uploadSucceeded = (upload) => upload.status !== undefined && upload.status >= 200 && upload.status <= 299;
/** The largest profile read: PKCS#12 profiles are kilobytes, and a larger file is not read into memory. */
const MAX_PROFILE_BYTES = 16 << 20;
/**
 * Client A rule 3, for both adapters: the profile file's bytes, or a one-line ToolError. Only a
 * regular file is read, in bounded steps (readRegularFile): a pipe, a device or a procfs file
 * could hold the process for good.
 */
async function readProfileFile(file) {
    let read;
    try {
        read = await readRegularFile(file, MAX_PROFILE_BYTES);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            throw new exit_codes/* ToolError */.v4(`The certificate file ${file} does not exist.`);
        throw new exit_codes/* ToolError */.v4(`The certificate file ${file} cannot be read: ${(0,exit_codes/* describeFault */.Qx)(error)}.`);
    }
    if (Buffer.isBuffer(read))
        return read;
    const why = {
        'a directory': 'is a directory, not a PKCS#12 file',
        'not a regular file': 'is not a regular file (a pipe or a device is not read)',
        'too large': 'holds more than 16 MiB, too large for a PKCS#12 profile'
    }[read.refused];
    throw new exit_codes/* ToolError */.v4(`The certificate file ${file} ${why}.`);
}
/**
 * Client A rules 4 to 9. Never throws for the user's or the service's failures: the result says.
 * A failure leaves the work directory as it found it (contract: "Certificate mode, beyond the
 * client"): the database this run wrote is removed, and so are the directories it created.
 */
async function uploadCertificate(options, dependencies = {}) {
    let made;
    try {
        made = await makeDirectory(options.workDir, 0o700);
    }
    catch (error) {
        return {
            exitCode: exit_codes/* ExitCode */.yU.Failure,
            message: `Could not create the work directory ${options.workDir}: ${(0,exit_codes/* describeFault */.Qx)(error)}; give a work directory that can be created.`,
            uploads: []
        };
    }
    const written = { database: false };
    const result = await convertAndUpload(options, dependencies, written);
    if (result.exitCode !== exit_codes/* ExitCode */.yU.Success) {
        await removeWhatTheRunMade(options.workDir, written.database, made, dependencies);
    }
    return result;
}
async function convertAndUpload(options, dependencies, written) {
    const { events = {}, signal, convert = convertProfile, now = Date.now } = dependencies;
    const uploads = [];
    /** What is known so far, for a failure's result. */
    const known = {};
    const fail = (message) => ({ exitCode: exit_codes/* ExitCode */.yU.Failure, message, ...known, uploads });
    // Rule 4, then rule 5: no request before the profile has proved usable.
    let profile;
    try {
        profile = await convert(options.profile, options.password, options.workDir, signal);
        // The conversion wrote all three files, or none (it removes what it wrote when it fails).
        written.database = true;
        if (await isEmptyDirectory(options.workDir)) {
            return fail(`The work directory ${options.workDir} is empty after the conversion: no certificate database was generated.`);
        }
    }
    catch (error) {
        if (signal?.aborted)
            return fail('Cancelled while converting the profile; no certificate entry was created.');
        if (error instanceof CertificateError)
            return fail(`Could not convert the certificate profile: ${error.message}.`);
        // A refused work directory says itself what to do.
        if (error instanceof exit_codes/* ToolError */.v4)
            return fail(error.message);
        // Not the profile's fault: the disk is full, the directory unwritable, … (a local fault, exit 1).
        return fail(`Could not write the certificate database in ${options.workDir}: ${(0,exit_codes/* describeFault */.Qx)(error)}; give a work directory that can be written.`);
    }
    const certificate = factsOf(profile, now());
    known.certificate = certificate;
    events.converted?.(certificate);
    if (certificate.expired) {
        events.warning?.(`The certificate (${certificate.subject}) expired on ${certificate.validTo}; servers will refuse it.`);
    }
    // No request after a cancel: a cancel during the conversion creates no entry.
    if (signal?.aborted)
        return fail('Cancelled after the conversion; no certificate entry was created.');
    const client = new ServiceClient({ apiUrl: options.apiUrl, token: options.token, limits: options.limits, debug: options.debug });
    // The step under way, for a failure's message.
    let step = `Creating the certificate entry "${options.name}"`;
    // What a retry needs once the entry may exist: its name is taken.
    let retry = '; it may have been created, and then a retry needs another name, or the entry removed in Virtuoso QA.';
    try {
        // Rule 6.
        const created = await client.createCertificate(options.organizationId, options.name, options.description, { signal });
        if (!created.success) {
            // An answer of a wrong address says what to check itself.
            const causes = created.wrongAddress === undefined ? ` Likely causes: a wrong access token, or a name that is not unique in organization ${options.organizationId}.` : '';
            return fail(`The service did not create the certificate entry "${options.name}": ${refusal(created)}.${causes}`);
        }
        const certificateId = created.item.id;
        step = `Uploading certificate entry ${certificateId}`;
        retry = `; the name "${options.name}" is now taken by certificate entry ${certificateId}: a retry needs another name, or that entry removed in Virtuoso QA.`;
        known.certificateId = certificateId;
        events.created?.(created.item);
        // Rules 7 and 9: every file is sent; a failed upload is reported, and the verification decides.
        for (const file of NSS_FILES) {
            const upload = await uploadOne(client, options.workDir, file, created.item.uploadUrls[file], signal);
            uploads.push(upload);
            events.uploaded?.(upload);
        }
        // Rule 8.
        step = `Verifying certificate entry ${certificateId}`;
        const verified = await client.verifyCertificate(options.organizationId, certificateId, { signal });
        if (!verified.success) {
            const failed = uploads.filter((upload) => !uploadSucceeded(upload)).map(describeUpload);
            return fail(`The service did not verify certificate entry ${certificateId}: ${refusal(verified)}` +
                (failed.length > 0 ? `; failed uploads: ${failed.join(', ')}` : '') +
                retry);
        }
        return {
            exitCode: exit_codes/* ExitCode */.yU.Success,
            message: `Certificate "${options.name}" was uploaded and verified as entry ${certificateId}.`,
            certificateId,
            certificate,
            uploads
        };
    }
    catch (error) {
        if (signal?.aborted) {
            return fail(known.certificateId
                ? `Cancelled before certificate entry ${known.certificateId} was verified${retry}`
                : `Cancelled while creating the certificate entry "${options.name}"${retry}`);
        }
        // A creation that never left the runner (a refused connection) created nothing: a retry may use the name.
        if (known.certificateId === undefined && neverSent(error))
            return fail(`${step} failed: ${(0,exit_codes/* messageOf */.bD)(error)}; nothing was created, as the request never reached the service.`);
        return fail(`${step} failed: ${(0,exit_codes/* messageOf */.bD)(error)}${retry}`);
    }
    finally {
        client.dispose();
    }
}
/** Client A rule 5's check, reading one entry at most. */
async function isEmptyDirectory(dir) {
    const entries = await (0,promises_namespaceObject.opendir)(dir);
    try {
        return (await entries.read()) === null;
    }
    finally {
        await entries.close();
    }
}
/**
 * After a failure, so that a retry with the same work directory works: removes the database the
 * run wrote, then the directories it created, innermost first and only when empty (nobody else's
 * file is removed). A database that stays is a warning that says where the key is left. Quick
 * after a cancel, which has two seconds to report.
 */
async function removeWhatTheRunMade(dir, database, made, { signal, events }) {
    const attempts = signal?.aborted ? 3 : 5;
    if (database) {
        const files = NSS_FILES.map((file) => external_node_path_default().join(dir, file));
        const faults = await Promise.all(files.map((file) => removeTree(file, { remove: (f) => (0,promises_namespaceObject.rm)(f, { force: true }), attempts })));
        const left = files.filter((_, i) => faults[i] !== undefined);
        if (left.length > 0) {
            const fault = faults.find((f) => f !== undefined);
            events?.warning?.(`Could not remove ${left.join(', ')}, which may hold the private key: ${(0,exit_codes/* describeFault */.Qx)(fault)}. Delete ${left.length > 1 ? 'them' : 'it'}.`);
            return;
        }
    }
    for (const directory of [...made].reverse()) {
        if ((await removeTree(directory, { remove: (d) => (0,promises_namespaceObject.rmdir)(d), attempts })) !== undefined)
            return;
    }
}
async function uploadOne(client, dir, file, url, signal) {
    let data;
    try {
        const read = await readRegularFile(external_node_path_default().join(dir, file), MAX_PROFILE_BYTES);
        if (!Buffer.isBuffer(read))
            return { file, bytes: 0, error: `cannot read it: it is ${read.refused}` };
        data = read;
    }
    catch (error) {
        return { file, bytes: 0, error: `cannot read it: ${(0,exit_codes/* describeFault */.Qx)(error)}` };
    }
    try {
        return { file, bytes: data.length, status: await client.uploadFile(url, data, { signal }) };
    }
    catch (error) {
        if (signal?.aborted)
            throw error;
        return { file, bytes: data.length, error: `the upload failed: ${(0,exit_codes/* messageOf */.bD)(error)}` };
    }
}
/**
 * Why a certificate endpoint's answer failed (rules 6 and 8: `success` decides). A status from
 * 300 up is what went wrong; a 2xx one is left out, as "HTTP 200" would read as a success (an
 * answer's final status is never below 200).
 */
function refusal({ httpStatus, wrongAddress, html }) {
    // An answer that a wrong address gives names the address that answered and what to check.
    if (wrongAddress !== undefined)
        return html ? htmlAnswer(wrongAddress) : `it answered ${describeStatus(httpStatus, wrongAddress)}`;
    return httpStatus >= 300 ? `it answered HTTP ${httpStatus}` : 'its answer did not report success';
}
/** "key4.db (HTTP 403)", "cert9.db (the upload failed: ECONNRESET)". */
function describeUpload(upload) {
    return `${upload.file} (${upload.status === undefined ? upload.error : `HTTP ${upload.status}`})`;
}
function factsOf(profile, now) {
    const certificate = new external_node_crypto_namespaceObject.X509Certificate(profile.certificate.der);
    return {
        subject: certificate.subject.replaceAll('\n', ', '),
        validTo: certificate.validToDate.toISOString().slice(0, 10),
        expired: certificate.validToDate.getTime() < now
    };
}

;// CONCATENATED MODULE: ./src/shared/parse.ts

/** The literal text that counts as "not given" in options and inputs (Client A rule 1). */
const UNSET = 'unset';
/** A value, or undefined when it is absent, empty or `unset`. */
function given(value) {
    return value === '' || value === UNSET ? undefined : value;
}
/** The largest number of seconds an input or option takes: one day (contract: Inputs). */
const MAX_SECONDS = 86_400;
/**
 * A number of seconds: a decimal number from 0 to one day, surrounding blanks ignored, else a
 * usage error naming the option. The bound keeps every wait within what a timer can hold.
 */
function parse_parseSeconds(name, value) {
    const trimmed = value.trim();
    const n = Number(trimmed);
    if (!/^(\d+(\.\d*)?|\.\d+)$/.test(trimmed) || n > MAX_SECONDS) {
        throw new UsageError(`${name} must be a number of seconds from 0 to ${MAX_SECONDS}, not "${value}".`);
    }
    return n;
}
/**
 * Checks a value that goes into a request header (the access token): a line break (a secret pasted
 * with its trailing newline), another control character or a character beyond Latin-1 would fail
 * the request in Node (ERR_INVALID_CHAR) after the run began, and could split the header. Node's own
 * rule: a tab and the bytes 0x20–0x7E and 0x80–0xFF only (contract: Inputs).
 * @throws UsageError naming `what` and the kind of character, never the value
 */
function checkHeaderValue(what, value) {
    const bad = /[^\t\x20-\x7e\x80-\xff]/.exec(value)?.[0];
    if (bad === undefined)
        return value;
    const kind = bad === '\n' || bad === '\r' ? 'a line break' : bad < ' ' || bad === '\x7f' ? 'a control character' : 'a character that an HTTP header cannot carry';
    throw new exit_codes/* UsageError */.eb(`${what} holds ${kind} (not shown here: it is a secret); give it without.`);
}

;// CONCATENATED MODULE: ./src/shared/edit-distance.ts
/**
 * Levenshtein's distance: the fewest insertions, deletions and substitutions that make `a` into `b`
 * (by UTF-16 code unit). One home for the did-you-mean of an unknown option and of a journey.
 */
function editDistance(a, b) {
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const next = [i];
        for (let j = 1; j <= b.length; j++)
            next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        row = next;
    }
    return row[b.length];
}

;// CONCATENATED MODULE: ./src/cli/args.ts



/**
 * Parses arguments the way the original shell clients do: each option is a separate word,
 * followed by its value unless it is a flag (`-gi 42`, `--app2`); a long option also takes the
 * form `--name=value` (a flag: `=true` or `=false`), and of an option given twice the last one
 * counts (one that `repeats` keeps every value, one a line, in order), and a long option is taken with hyphens or underscores alike (`--goal-id`, the action's
 * spelling, for `--goal_id`) (contract: "The CLIs"). Flags parse to "true". An unknown option (named
 * with the closest known one), an option without its value (or with another option as its value:
 * `-f -p secret` is the value forgotten) and a stray word are usage errors, each in one line that
 * names the option and what it takes.
 */
function parseArgs(argv, specs) {
    const known = new Map();
    for (const key of Object.keys(specs))
        for (const name of specs[key].names)
            known.set(spelling(name), key);
    const byName = { get: (name) => (name === undefined ? undefined : known.get(spelling(name))), has: (name) => known.has(spelling(name)) };
    const parsed = {};
    for (let i = 0; i < argv.length; i++) {
        const word = argv[i];
        const equals = word.startsWith('-') ? word.indexOf('=') : -1;
        // A value given with = is never shown: it may be a password or a token (-p=…).
        const name = equals < 0 ? word : word.slice(0, equals);
        const key = byName.get(name);
        if (key === undefined) {
            const before = byName.get(argv[i - 1]);
            throw new exit_codes/* UsageError */.eb(name.startsWith('-') ? unknown(name, specs) : stray(argv, i, before === undefined ? undefined : specs[before]));
        }
        if (equals >= 0 && !name.startsWith('--'))
            throw new exit_codes/* UsageError */.eb(`${name} takes its value as the next word, not after "=" (only long options do).`);
        const spec = specs[key];
        const given = equals < 0 ? undefined : word.slice(equals + 1);
        if (spec.value === undefined) {
            const on = given === undefined ? 'true' : given.toLowerCase();
            if (on !== 'true' && on !== 'false')
                throw new exit_codes/* UsageError */.eb(`${name} takes no value (at most =true or =false), not "${given}".`);
            parsed[key] = on === 'true' ? 'true' : undefined;
            continue;
        }
        const value = given ?? argv[i + 1];
        if (value === undefined || (given === undefined && byName.has(value)))
            throw new exit_codes/* UsageError */.eb(`${label(spec)} needs a value: ${spec.about}.`);
        parsed[key] = spec.repeats && parsed[key] !== undefined ? `${parsed[key]}\n${value}` : value;
        if (given === undefined)
            i++;
    }
    return parsed;
}
/** One spelling of a long option for its hyphens and underscores: `--goal-id` and `--goal_id` are one option. */
function spelling(name) {
    return name.startsWith('--') ? `--${name.slice(2).replaceAll('-', '_')}` : name;
}
/**
 * An unknown option, named when it looks like one (`--verbose`): a secret whose option was left out
 * may start with "-". With it, the known option closest to it, when one is close (a typo).
 */
function unknown(name, specs) {
    if (!/^--?[A-Za-z][\w-]*$/.test(name))
        return 'Unknown option (not shown here: it may be a secret).';
    const closest = closestName(name, Object.values(specs).flatMap((spec) => spec.names));
    return closest === undefined ? `Unknown option: ${name}.` : `Unknown option: ${name} (did you mean ${closest}?)`;
}
/**
 * Of `names`, the one closest to `name` by edit distance (case, hyphens and underscores aside), when
 * at most 2 edits and at most a third of `name` away: `--goalid` is `--goal_id`, `--verbose` nothing.
 */
function closestName(name, names) {
    const key = spelling(name).toLowerCase();
    let best;
    for (const candidate of names) {
        const distance = editDistance(key, spelling(candidate).toLowerCase());
        if (distance <= 2 && distance * 3 <= name.length && (best === undefined || distance < best.distance))
            best = { name: candidate, distance };
    }
    return best?.name;
}
/**
 * The message for a word that no option takes, `before` being the option of the word before it. A
 * word after a flag is named when it is a yes or a no (`--app2 true`); no other is, as it may be a
 * password or a token whose option was left out.
 */
function stray(argv, i, before) {
    const word = /^(true|false|yes|no|on|off|[01])$/i.test(argv[i]) ? `"${argv[i]}"` : 'a word (not shown here: it may be a secret)';
    // Only a flag can stand before a word that no option takes: an option with a value takes the next word.
    if (before !== undefined)
        return `${argv[i - 1]} takes no value, but ${word} follows it.`;
    return `Argument ${i + 1} is a value with no option before it (not shown here: it may be a secret).`;
}
/** How a message names an option: `-gi (--goal_id)`, `--app2`. */
function label(spec) {
    const [first, ...others] = spec.names;
    return others.length > 0 ? `${first} (${others.join(', ')})` : first;
}
/** The help's list of options, one a line (or more, wrapped at 100 columns): names, value, what it is, default. */
function optionLines(specs) {
    const heads = Object.values(specs).map((spec) => `  ${spec.names.join(', ')}${spec.value ? ` ${spec.value}` : ''}`);
    const width = Math.max(...heads.map((head) => head.length)) + 2;
    return Object.values(specs)
        .map((spec, i) => {
        // A short default stays on one line with its parenthesis: "(default: 300)".
        const fallback = spec.default === undefined ? [] : spec.default.includes(' ') ? `(default: ${spec.default})`.split(' ') : [`(default: ${spec.default})`];
        return wrap([...spec.about.split(' '), ...fallback], 100 - width).map((line, j) => (j === 0 ? heads[i].padEnd(width) : ' '.repeat(width)) + line).join('\n');
    })
        .join('\n');
}
/** Words (a text's, split at its spaces) into lines of at most `width` characters (a longer word stands alone). */
function wrap(text, width) {
    const lines = [];
    for (const word of typeof text === 'string' ? text.split(' ') : text) {
        const last = lines.at(-1);
        if (last !== undefined && last.length + 1 + word.length <= width)
            lines[lines.length - 1] = `${last} ${word}`;
        else
            lines.push(word);
    }
    return lines;
}
/** Where every CLI that takes a token reads it when `-t` does not give one (contract: "The CLIs"). */
const TOKEN_VARIABLE = 'VIRTUOSO_TOKEN';
/**
 * The access token: the option's value unless it is empty or blank, else VIRTUOSO_TOKEN's (a
 * token on a command line is visible to every user of the machine). Taken verbatim.
 * @throws UsageError when neither holds more than blanks: no request goes out with an empty token
 */
function tokenOf(option, env) {
    const token = givenToken(option, env);
    if (token === undefined)
        throw new UsageError(`Missing the access token: give -t or --token, or set ${TOKEN_VARIABLE}.`);
    return token;
}
/**
 * The token of the option unless it is empty or blank (or `unset`, for upload-certificate's rule 1),
 * else VIRTUOSO_TOKEN's; one that no header can carry is a usage error (checkHeaderValue).
 */
function givenToken(option, env, unset) {
    const token = [option, env[TOKEN_VARIABLE]].find((each) => each !== undefined && each !== unset && each.trim() !== '');
    return token === undefined ? undefined : checkHeaderValue(`The access token (${token === option ? '-t' : TOKEN_VARIABLE})`, token);
}

;// CONCATENATED MODULE: ./src/cli/io.ts

/**
 * The same io, with every line made inert (contract: "Service text is inert in the log"): a line
 * that carries text from the service stays one line, and can start no workflow command.
 */
function inertIo(io) {
    return { ...io, out: (line) => io.out((0,inert/* inert */.t)(line)), err: (line) => io.err((0,inert/* inert */.t)(line)) };
}
/** Prints a text of our own (a usage) line by line. */
function printLines(print, text) {
    for (const line of text.split('\n'))
        print(line);
}

;// CONCATENATED MODULE: ./src/cli/help.ts



/**
 * What a CLI's help says of its options' forms (contract: "The CLIs"), shown on `example`, one of
 * its own options with a value and an underscore: a help cites only options its CLI takes.
 */
function formsNote(example) {
    const long = example.names.find((name) => name.startsWith('--') && name.includes('_')) ?? example.names[0];
    return (`A long option also takes the form ${long}=${example.value ?? 'true'}, and hyphens for its underscores (${long.replaceAll('_', '-')}, the ` +
        "action's spelling); of an option given twice, the last one counts.");
}
/** What every CLI's help says of the environment it reads. */
const ENVIRONMENT_NOTE = `Environment: ${TOKEN_VARIABLE}, the access token when -t gives none (a token on a command line is visible to every ` +
    'user of the machine); HTTPS_PROXY, HTTP_PROXY and NO_PROXY, a proxy to go through.';
/** A CLI's --help: its usage line, what it does, every option with its default, notes, the exit statuses. */
function helpText(help) {
    const paragraphs = [help.about, ...help.notes, help.exitStatus].map((text) => wrap(text, 100).join('\n'));
    return [help.usage, paragraphs[0], optionLines(help.options), ...paragraphs.slice(1)].join('\n\n');
}
/**
 * A usage error as every CLI reports it: its one line, then `text` (the usage line, or the whole
 * help), on the error stream; exit 1. Anything else is no usage error, and goes on up.
 */
function usageFailure(io, error, text) {
    if (!(error instanceof exit_codes/* UsageError */.eb))
        throw error;
    io.err(error.message);
    printLines(io.err, text);
    return exit_codes/* ExitCode */.yU.Failure;
}

;// CONCATENATED MODULE: ./src/cli/options.ts



// The options that the CLIs share, each with its spellings, meaning and default in one place: the
// parsing, the help and the messages all read them here.
/** The access token, which every CLI takes. */
const TOKEN_OPTION = { names: ['-t', '--token'], value: 'TOKEN', about: 'the access token', default: `the variable ${TOKEN_VARIABLE}` };
/** How execute-goal and execute-plan poll (the action's inputs of the same names). */
const POLLING_OPTIONS = {
    maxRetryTime: { names: ['--max_retry_time'], value: 'SECONDS', about: 'seconds of retrying failed status requests, per round', default: '300' },
    retryDelayTime: { names: ['--retry_delay_time'], value: 'SECONDS', about: 'seconds between retries', default: '10' },
    pollInterval: { names: ['--poll_interval'], value: 'SECONDS', about: 'seconds between status requests of a running job', default: '2' },
    timeout: {
        names: ['--timeout'],
        value: 'SECONDS',
        about: 'seconds of waiting at most, 0 for no limit; then the reports are saved as the jobs stand, which go on in the service, and the exit status is 3',
        default: '0'
    }
};
/** The JUnit file, which execute-goal and execute-plan write only when asked (the original client writes its two files alone). */
const JUNIT_OPTION = { names: ['--junit'], value: 'FILE', about: 'also write a JUnit XML file of the journeys there' };
/** Re-running failed journeys, in execute-goal and execute-plan (the action's `rerun-failed`). */
const RERUN_OPTION = {
    names: ['--rerun_failed'],
    value: 'N',
    about: 'run the failed journeys of a job that finished FAIL or ERROR again, up to N times (0 to 5); a job whose journeys all pass when run again passes',
    default: '0'
};
/** The environment and the addresses of execute-goal and execute-plan. */
const HOST_OPTIONS = {
    app2: { names: ['--app2'], about: "use the alternate environment's hosts" },
    apiUrl: { names: ['--api_url'], value: 'URL', about: 'the API base address', default: `${environments.default.apiUrl}; with --app2 ${environments.app2.apiUrl}` },
    uiUrl: { names: ['--ui_url'], value: 'URL', about: 'the web interface address, for the links', default: `${environments.default.uiUrl}; with --app2 ${environments.app2.uiUrl}` }
};
/** How a message names the two addresses. */
const hostNames = { apiUrl: HOST_OPTIONS.apiUrl.names[0], uiUrl: HOST_OPTIONS.uiUrl.names[0] };
/** What every CLI answers without doing anything else. */
const INFO_OPTIONS = {
    help: { names: ['-h', '--help'], about: 'print this help and exit' },
    version: { names: ['--version'], about: 'print the version and exit' }
};
/** The polling options as given, or their defaults; a value that is no number of seconds is a usage error. */
function pollingOptions(args) {
    const seconds = (key) => parseSeconds(POLLING_OPTIONS[key].names[0], args[key] ?? POLLING_OPTIONS[key].default);
    return {
        maxRetryTimeSeconds: seconds('maxRetryTime'),
        retryDelaySeconds: seconds('retryDelayTime'),
        pollIntervalSeconds: seconds('pollInterval'),
        timeoutSeconds: seconds('timeout')
    };
}

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"1.0.0"};
;// CONCATENATED MODULE: ./src/cli/version.ts

/** What `--version` prints: "execute-goal 1.0.0". The version is package.json's, which the bundle inlines. */
function versionLine(cli) {
    return `${cli} ${package_namespaceObject.rE}`;
}

;// CONCATENATED MODULE: ./src/cli/upload-certificate.ts











const USAGE_LINE = 'Usage: upload-certificate -f FILE -p PASSWORD -w DIR -n NAME [-d DESCRIPTION] -t TOKEN -o ORG_ID -a API_URL [-h|--help] [--version]';
const options = {
    file: { names: ['-f', '--file'], value: 'FILE', about: 'the certificate profile, a PKCS#12 file (.p12 or .pfx)', missing: 'the certificate file' },
    password: { names: ['-p', '--password'], value: 'PASSWORD', about: "the profile's password (may be empty: -p '')", missing: 'the password' },
    workDir: {
        names: ['-w', '--work-dir'],
        value: 'DIR',
        about: 'where the database is generated; created when missing, it must not hold one already',
        missing: 'the work directory'
    },
    name: { names: ['-n', '--name'], value: 'NAME', about: 'the name of the uploaded certificate, unique in the organization', missing: 'the certificate name' },
    description: { names: ['-d', '--description'], value: 'DESCRIPTION', about: 'the description of the uploaded certificate (optional)' },
    token: { ...TOKEN_OPTION, missing: `the access token, or set ${TOKEN_VARIABLE}` },
    organizationId: { names: ['-o', '--organization-id'], value: 'ORG_ID', about: 'the organization id', missing: 'the organization id' },
    apiUrl: { names: ['-a', '--api-url'], value: 'API_URL', about: 'the API base address, such as https://api.virtuoso.qa/api', missing: 'the API address' },
    ...INFO_OPTIONS
};
const UPLOAD_CERTIFICATE_USAGE = helpText({
    usage: USAGE_LINE,
    about: 'Converts a PKCS#12 client-certificate profile into an NSS certificate database (key4.db, cert9.db, pkcs11.txt) and ' +
        'uploads it to a Virtuoso QA organization.',
    options,
    notes: [
        'Each option also has its long form, which takes the form --name=value too. A value of "unset" counts as not given; of an ' +
            'option given twice, the last one counts.',
        ENVIRONMENT_NOTE
    ],
    exitStatus: 'Exit status: 0 when the certificate is verified, else 1.'
});
const keys = Object.keys(options);
/** The `upload-certificate` CLI: Client A exactly. */
async function uploadCertificateCli(argv, rawIo) {
    const io = inertIo(rawIo);
    let args;
    try {
        args = readArgs(argv, io.env);
    }
    catch (error) {
        // Rules 1 and 2: the message and the help, on the error stream.
        return usageFailure(io, error, UPLOAD_CERTIFICATE_USAGE);
    }
    if (args.help) {
        printLines(io.out, UPLOAD_CERTIFICATE_USAGE);
        return exit_codes/* ExitCode */.yU.Success;
    }
    if (args.version) {
        io.out(versionLine('upload-certificate'));
        return exit_codes/* ExitCode */.yU.Success;
    }
    let profile;
    try {
        // Rule 3, before anything is written or sent.
        profile = await readProfileFile(external_node_path_default().resolve(io.cwd, args.file));
    }
    catch (error) {
        if (!(error instanceof exit_codes/* ToolError */.v4))
            throw error;
        io.err(error.message);
        return error.exitCode;
    }
    const result = await uploadCertificate({
        profile,
        password: args.password,
        workDir: external_node_path_default().resolve(io.cwd, args.workDir),
        name: args.name,
        description: args.description,
        token: args.token,
        organizationId: args.organizationId,
        apiUrl: args.apiUrl
    }, {
        signal: io.signal,
        events: {
            converted: (facts) => io.out(`Converted the profile: ${facts.subject}, valid until ${facts.validTo}.`),
            created: (entry) => io.out(`Created certificate entry ${entry.id}.`),
            uploaded: (upload) => uploadSucceeded(upload)
                ? io.out(`Uploaded ${upload.file} (${upload.bytes} bytes).`)
                : io.err(`Warning: the upload of ${describeUpload(upload)} failed; the verification decides.`),
            warning: (message) => io.err(`Warning: ${message}`)
        }
    });
    if (result.exitCode !== exit_codes/* ExitCode */.yU.Success) {
        io.err(result.message);
        return result.exitCode;
    }
    // Rule 9.
    io.out(`Certificate ID: ${result.certificateId}`);
    return exit_codes/* ExitCode */.yU.Success;
}
/**
 * The options, with rule 1 applied: `unset` (or an empty value, except for the password, which
 * may really be empty) counts as not given, and every missing required option is named at once.
 */
function readArgs(argv, env) {
    const parsed = parseArgs(argv, options);
    // The token of -t, unless empty or blank, else VIRTUOSO_TOKEN's (contract: "The CLIs").
    const token = givenToken(parsed.token, env, UNSET);
    const args = Object.fromEntries(keys.map((key) => {
        const value = key === 'token' ? token : parsed[key];
        const given = value !== undefined && value !== UNSET && (value !== '' || key === 'password');
        return [key, given ? value : undefined];
    }));
    if (args.help || args.version)
        return args;
    const missing = keys.flatMap((key) => {
        const option = options[key];
        return option.missing !== undefined && args[key] === undefined ? [`${option.names[0]} (${option.missing})`] : [];
    });
    if (missing.length > 0)
        throw new exit_codes/* UsageError */.eb(`Missing required option${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`);
    checkProxySettings(env);
    return { ...args, apiUrl: resolveHosts(false, { apiUrl: args.apiUrl }, { apiUrl: '-a', uiUrl: '-a' }).apiUrl };
}


/***/ }),

/***/ 894:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Qx: () => (/* binding */ describeFault),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   v4: () => (/* binding */ ToolError),
/* harmony export */   yU: () => (/* binding */ ExitCode)
/* harmony export */ });
/**
 * The exit codes of both clients (specification part 1), shared by the action and the CLIs.
 */
const ExitCode = {
    /** Goal FINISHED with a passing outcome; certificate verified. */
    Success: 0,
    /** Usage error, bad token or goal id, start failure, certificate conversion/creation/verification failure. */
    Failure: 1,
    /** Status polling failed past the retry time, or the outcome is FAIL or ERROR (Client B rules 8 and 10). */
    PollingOrOutcome: 2,
    /** The final status is not FINISHED: CANCELED or FAILED (Client B rule 10). */
    NotFinished: 3
};
/** An error that ends a run: its message is one sentence for the user, its exit code the documented one. */
class ToolError extends Error {
    exitCode;
    constructor(message, exitCode = ExitCode.Failure) {
        super(message);
        this.exitCode = exitCode;
        this.name = new.target.name;
    }
}
/** What an error says: its message, or the thrown value as text. */
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}
/**
 * A local fault in a few words, for a one-sentence message: its system code when it has one
 * (ENOSPC, EACCES, EROFS…), else its message (Node's own ERR_ codes say less than their messages).
 */
function describeFault(error) {
    const code = error?.code;
    if (typeof code === 'string' && !code.startsWith('ERR_'))
        return code;
    return messageOf(error);
}
/** A usage error: a missing, `unset` or malformed option or input (exit 1, before any request). */
class UsageError extends ToolError {
    constructor(message) {
        super(message, ExitCode.Failure);
    }
}


/***/ }),

/***/ 105:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ inert)
/* harmony export */ });
/**
 * Makes a log line inert (contract: "Service text is inert in the log"): control characters,
 * line and paragraph separators are written as escapes, so text from the service can never start
 * a line of its own, and so never a workflow command (`::error::`, `::set-output`, `##[…]`) or a
 * terminal escape sequence, however it is written. Each call prints exactly one line.
 */
function inert(line) {
    // eslint-disable-next-line no-control-regex
    return line.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
const ESCAPES = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };


/***/ }),

/***/ 708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_require("node:https");

/***/ }),

/***/ 692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_require("node:tls");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(577);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
