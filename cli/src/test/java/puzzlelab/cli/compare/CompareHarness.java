package puzzlelab.cli.compare;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import picocli.CommandLine;
import puzzlelab.cli.Main;

/** Runs {@code puzzlelab compare ...} in-process with captured stdout and stderr, and reads result files back. */
final class CompareHarness {
    record Run(int code, String out, String err) {
        List<String> errLines() {
            return err.lines().filter(l -> !l.isBlank()).toList();
        }
    }

    private CompareHarness() {
    }

    static Run compare(String... args) {
        CommandLine cl = Main.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        List<String> all = new ArrayList<>(List.of("compare", "--no-progress"));
        all.addAll(List.of(args));
        int code = cl.execute(all.toArray(new String[0]));
        return new Run(code, out.toString(), err.toString());
    }

    static List<CSVRecord> csv(Path p) throws IOException {
        try (Reader r = Files.newBufferedReader(p)) {
            return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r).getRecords();
        }
    }

    static List<String> csvHeader(Path p) throws IOException {
        try (Reader r = Files.newBufferedReader(p)) {
            return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r).getHeaderNames();
        }
    }
}
