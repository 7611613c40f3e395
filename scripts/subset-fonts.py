"""The first screen's fonts, cut down to what nearly every page uses.

The Latin files of Inter and Space Grotesk (Fontsource, 48 and 22 kB) hold
about 500 glyphs each. Nearly every page needs only printable ASCII and a few
punctuation marks; those, with the same variable weight axis and the layout
features the site relies on, make two files of 27 and 13 kB
(src/theme/fonts/*-basic-*.woff2), which every page preloads. The rest of the
Latin range stays in Fontsource's files, which the browser fetches only for a
page that uses one of those characters (src/theme/fonts.css).

Run it after updating the Fontsource packages (Debian: apt-get install
python3-fonttools python3-brotli):

    /usr/bin/python3 scripts/subset-fonts.py

Both fonts are under the SIL Open Font License 1.1, which allows subsetting.
"""

from pathlib import Path

from fontTools import subset

ROOT = Path(__file__).resolve().parent.parent

# Keep in step with the "basic" faces' unicode-range in src/theme/fonts.css.
BASIC = (
    "U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B0,U+00B7,U+2013-2014,U+2018-201A,"
    "U+201C-201E,U+2022,U+2026,U+2032-2033,U+2039-203A,U+20AC,U+2122,U+2212"
)
FEATURES = "kern,ccmp,locl,mark,mkmk,liga,calt,tnum"

FONTS = {
    "inter": "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    "space-grotesk": "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
}

for name, source in FONTS.items():
    output = ROOT / "src" / "theme" / "fonts" / f"{name}-basic-wght-normal.woff2"
    subset.main(
        [
            str(ROOT / "node_modules" / source),
            f"--unicodes={BASIC}",
            f"--layout-features={FEATURES}",
            "--flavor=woff2",
            f"--output-file={output}",
        ]
    )
    print(f"{output.relative_to(ROOT)}: {output.stat().st_size} bytes")
