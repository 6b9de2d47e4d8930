package puzzlelab.cli.play;

import java.io.IOException;
import java.io.OutputStream;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
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
        PNGTranscoder t = new PNGTranscoder();
        t.addTranscodingHint(PNGTranscoder.KEY_WIDTH, (float) Math.round(pic.width() * scale));
        t.addTranscodingHint(PNGTranscoder.KEY_HEIGHT, (float) Math.round(pic.height() * scale));
        TranscoderInput in = new TranscoderInput(new StringReader(pic.svg()));
        in.setURI(out.toAbsolutePath().toUri().toString());
        try (OutputStream os = Files.newOutputStream(out)) {
            t.transcode(in, new TranscoderOutput(os));
        } catch (TranscoderException e) {
            throw new IOException("cannot draw the PNG: " + e.getMessage(), e);
        }
    }
}
