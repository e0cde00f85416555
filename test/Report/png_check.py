"""Prints the size, the distinct colours and the grey-level variance of a
PNG (8-bit RGB or RGBA, as Chromium writes screenshots), with the standard
library only, and fails when the image is blank (one colour, or a variance
below 100).

  png_check.py SHOT.png
"""

import struct
import sys
import zlib


def decode(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour = header[:4]
    assert depth == 8 and colour in (2, 6), "only 8-bit RGB(A)"
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, prev = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = prev[i]
            upleft = prev[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - upleft
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - upleft)
                pred = left if pa <= pb and pa <= pc else up if pb <= pc else upleft
                line[i] = (line[i] + pred) & 255
        rows.append(line)
        prev = line
    return width, height, channels, rows


def main():
    width, height, channels, rows = decode(sys.argv[1])
    greys, colours = [], set()
    for line in rows[::4]:
        for x in range(0, width * channels, channels * 4):
            r, g, b = line[x], line[x + 1], line[x + 2]
            colours.add((r, g, b))
            greys.append((r + g + b) / 3)
    mean = sum(greys) / len(greys)
    variance = sum((v - mean) ** 2 for v in greys) / len(greys)
    print("png %dx%d, %d colours sampled, grey variance %.0f"
          % (width, height, len(colours), variance))
    if len(colours) < 2 or variance < 100:
        sys.exit("blank screenshot")
    print("not blank")


if __name__ == "__main__":
    main()
