package puzzlelab.cli.play;

import java.io.IOException;
import java.io.OutputStream;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.batik.bridge.UserAgent;
import org.apache.batik.transcoder.ErrorHandler;
import org.apache.batik.transcoder.TranscoderException;
import org.apache.batik.transcoder.TranscoderInput;
import org.apache.batik.transcoder.TranscoderOutput;
import org.apache.batik.transcoder.image.PNGTranscoder;

/** Rasterises an SVG picture to PNG with Apache Batik (pure Java, headless). */
final class Png {
    private Png() {
    }

    static void write(SolutionPictures.Picture pic, double scale, Path out) throws IOException {
        System.setProperty("java.awt.headless", "true");
        Quiet t = new Quiet();
        t.addTranscodingHint(PNGTranscoder.KEY_WIDTH, (float) Math.round(pic.width() * scale));
        t.addTranscodingHint(PNGTranscoder.KEY_HEIGHT, (float) Math.round(pic.height() * scale));
        TranscoderInput in = new TranscoderInput(new StringReader(pic.svg()));
        in.setURI(out.toAbsolutePath().toUri().toString());
        try (OutputStream os = Files.newOutputStream(out)) {
            t.transcode(in, new TranscoderOutput(os));
        } catch (TranscoderException | RuntimeException e) {
            throw new IOException("cannot draw the PNG: " + firstLine(e.getMessage()), e);
        }
        // Batik draws past an attribute it cannot read (an unknown colour becomes black): a wrong picture, so an error
        if (!t.errors.isEmpty()) {
            Files.deleteIfExists(out);
            throw new IOException("cannot draw the PNG: " + firstLine(t.errors.get(0)));
        }
    }

    private static String firstLine(String s) {
        if (s == null) return "unknown error";
        String t = s.strip();
        int nl = t.indexOf('\n');
        return nl < 0 ? t : t.substring(0, nl).strip();
    }

    /**
     * A transcoder that never writes to stderr: Batik's own user agent prints every stack trace it reports and its
     * default error handler prints errors. Errors are kept for {@link #write}; warnings are dropped.
     */
    private static final class Quiet extends PNGTranscoder {
        final List<String> errors = new ArrayList<>();

        Quiet() {
            setErrorHandler(new ErrorHandler() {
                @Override
                public void error(TranscoderException e) {
                    errors.add(e.getMessage());
                }

                @Override
                public void fatalError(TranscoderException e) throws TranscoderException {
                    throw e;
                }

                @Override
                public void warning(TranscoderException e) {
                }
            });
        }

        @Override
        protected UserAgent createUserAgent() {
            return new SVGAbstractTranscoderUserAgent() {
                @Override
                public void displayError(Exception e) {
                    errors.add(e.getMessage());
                }
            };
        }
    }
}
