package puzzlelab.cli.fuzz;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Ways to corrupt a valid file; each is seeded (the property's random long) so that a failure can be replayed. */
enum Mutation {
    NONE, TRUNCATE, FLIP_BYTE, INSERT_BYTE, DUPLICATE_LINE, DROP_LINE, CONTROL_CHARACTER, HUGE_NUMBER, NEGATIVE_NUMBER,
    NON_ASCII_DIGIT, BOM_AND_CRLF, EMPTY, SEVERAL;

    /** The corrupted bytes and what the suite may expect of them. */
    record Mutated(byte[] bytes, String what, Mutation kind, int controlLine, boolean cutMidLine) {
    }

    private static final String[] CONTROLS = {"\u0000", "\u0001", "\u0007", "\u0008", "\u000b", "\u000c", "\u001b",
        "\u001b[2J", "\u001b]0;title\u0007", "\u007f", "\u0085", "\u009b"};
    private static final String[] HUGE = {"99999999999999999999", "2147483648", "-2147483649", "9223372036854775808",
        "1e9", "0x10"};
    private static final String[] ODD_DIGITS = {"\u0663", "\uff13", "\u0967", "\u00b3"};
    private static final Pattern NUMBER = Pattern.compile("[0-9]+");

    Mutated apply(byte[] in, Random r) {
        String text = new String(in, StandardCharsets.ISO_8859_1);  // byte-exact for the byte mutations
        return switch (this) {
            case NONE -> plain(in, "unchanged");
            case TRUNCATE -> {
                int cut = in.length == 0 ? 0 : r.nextInt(in.length);
                String before = text.substring(0, cut);
                String after = text.substring(cut);
                String lastLine = before.substring(before.lastIndexOf('\n') + 1);
                String restOfLine = after.split("[\r\n]", 2)[0];
                boolean mid = !lastLine.isBlank() && !restOfLine.isBlank();
                yield new Mutated(bytes(before), "truncated at byte " + cut, this, 0, mid);
            }
            case FLIP_BYTE -> {
                byte[] b = in.clone();
                if (b.length > 0) b[r.nextInt(b.length)] ^= (byte) (1 << r.nextInt(8));
                yield plain(b, "one bit flipped");
            }
            case INSERT_BYTE -> {
                int at = r.nextInt(in.length + 1);
                ByteArrayOutputStream o = new ByteArrayOutputStream();
                o.write(in, 0, at);
                o.write(r.nextInt(256));
                o.write(in, at, in.length - at);
                yield plain(o.toByteArray(), "byte inserted at " + at);
            }
            case DUPLICATE_LINE, DROP_LINE -> {
                List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
                int i = r.nextInt(lines.size());
                if (this == DUPLICATE_LINE) lines.add(i, lines.get(i));
                else lines.remove(i);
                yield plain(bytes(String.join("\n", lines)), name().toLowerCase() + " " + (i + 1));
            }
            case CONTROL_CHARACTER -> {
                String utf8 = new String(in, StandardCharsets.UTF_8);
                int at = r.nextInt(utf8.length() + 1);
                String c = CONTROLS[r.nextInt(CONTROLS.length)];
                // LF, CRLF or a lone CR end a line (a CR before the inserted character is a lone CR)
                int line = utf8.substring(0, at).split("\r\n|\r|\n", -1).length;
                yield new Mutated((utf8.substring(0, at) + c + utf8.substring(at)).getBytes(StandardCharsets.UTF_8),
                        "control character U+" + Integer.toHexString(c.charAt(0)) + " at line " + line, this, line, false);
            }
            case HUGE_NUMBER, NEGATIVE_NUMBER, NON_ASCII_DIGIT -> {
                String utf8 = new String(in, StandardCharsets.UTF_8);
                List<int[]> spans = new ArrayList<>();
                Matcher m = NUMBER.matcher(utf8);
                while (m.find()) spans.add(new int[] {m.start(), m.end()});
                if (spans.isEmpty()) yield plain(in, "no number to change");
                int[] s = spans.get(r.nextInt(spans.size()));
                String with = switch (this) {
                    case HUGE_NUMBER -> HUGE[r.nextInt(HUGE.length)];
                    case NEGATIVE_NUMBER -> "-" + utf8.substring(s[0], s[1]);
                    default -> ODD_DIGITS[r.nextInt(ODD_DIGITS.length)] + utf8.substring(s[0] + 1, s[1]);
                };
                yield plain((utf8.substring(0, s[0]) + with + utf8.substring(s[1])).getBytes(StandardCharsets.UTF_8),
                        "number at " + s[0] + " replaced by " + with);
            }
            case BOM_AND_CRLF -> plain(("\uFEFF" + new String(in, StandardCharsets.UTF_8).replace("\r\n", "\n")
                    .replace("\n", "\r\n")).getBytes(StandardCharsets.UTF_8), "BOM and CRLF line ends");
            case EMPTY -> plain(new byte[0], "empty file");
            case SEVERAL -> {
                byte[] b = in;
                StringBuilder what = new StringBuilder();
                Mutation[] harmful = {TRUNCATE, FLIP_BYTE, INSERT_BYTE, DUPLICATE_LINE, DROP_LINE, HUGE_NUMBER, NEGATIVE_NUMBER};
                for (int k = 0, n = 2 + r.nextInt(3); k < n; k++) {
                    Mutated x = harmful[r.nextInt(harmful.length)].apply(b, r);
                    b = x.bytes();
                    what.append(k == 0 ? "" : ", ").append(x.what());
                }
                yield plain(b, what.toString());
            }
        };
    }

    private Mutated plain(byte[] b, String what) {
        return new Mutated(b, what, this, 0, false);
    }

    private static byte[] bytes(String latin1) {
        return latin1.getBytes(StandardCharsets.ISO_8859_1);
    }
}
