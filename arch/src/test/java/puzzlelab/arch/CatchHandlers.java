package puzzlelab.arch;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.thirdparty.org.objectweb.asm.ClassReader;
import com.tngtech.archunit.thirdparty.org.objectweb.asm.ClassVisitor;
import com.tngtech.archunit.thirdparty.org.objectweb.asm.Label;
import com.tngtech.archunit.thirdparty.org.objectweb.asm.MethodVisitor;
import com.tngtech.archunit.thirdparty.org.objectweb.asm.Opcodes;
import com.tngtech.archunit.thirdparty.org.objectweb.asm.Type;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a catch handler does, read from bytecode: ArchUnit's model knows a try block's catch types but not the
 * handler's code, so this walks each method with the ASM that ArchUnit bundles. A handler runs from its label to the
 * first throw, return or jump; "mapped to a user error" = it makes one there (a {@code new} of a user-error type, or a
 * call returning one, such as {@code ApiError.bad} or {@code OptionChecks.usage}).
 */
final class CatchHandlers {
    static final Set<String> BROAD = Set.of("java/lang/IllegalArgumentException", "java/lang/RuntimeException",
            "java/lang/Exception", "java/lang/Throwable");

    private CatchHandlers() {
    }

    /** One line per method of {@code c} with a broad catch whose handler makes one of {@code userErrors}. */
    static List<String> broadCatchesMappedTo(JavaClass c, Set<String> userErrors) {
        byte[] bytes = bytes(c);
        List<String> out = new ArrayList<>();
        new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] exceptions) {
                return new Handlers(c.getFullName() + "." + name, userErrors, out);
            }
        }, ClassReader.SKIP_FRAMES);
        return out;
    }

    private static byte[] bytes(JavaClass c) {
        try (InputStream in = c.getSource().orElseThrow().getUri().toURL().openStream()) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Records the instructions of one method in order, then looks at each broad handler's straight-line code. */
    private static final class Handlers extends MethodVisitor {
        private final String where;
        private final Set<String> userErrors;
        private final List<String> out;
        private final Map<Label, String> broadHandlers = new HashMap<>();
        private final List<Object> code = new ArrayList<>();   // Labels, and String events: "new X", "returns X", "end"
        private int line;
        private final Map<Label, Integer> lines = new HashMap<>();

        Handlers(String where, Set<String> userErrors, List<String> out) {
            super(Opcodes.ASM9);
            this.where = where;
            this.userErrors = userErrors;
            this.out = out;
        }

        @Override
        public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
            if (type != null && BROAD.contains(type)) broadHandlers.put(handler, type);
        }

        @Override
        public void visitLabel(Label label) {
            code.add(label);
        }

        @Override
        public void visitLineNumber(int line, Label start) {
            lines.put(start, line);
        }

        @Override
        public void visitTypeInsn(int opcode, String type) {
            if (opcode == Opcodes.NEW) code.add("new " + type);
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String desc, boolean itf) {
            Type r = Type.getReturnType(desc);
            if (r.getSort() == Type.OBJECT) code.add("returns " + r.getInternalName());
        }

        @Override
        public void visitInsn(int opcode) {
            if (opcode == Opcodes.ATHROW || (opcode >= Opcodes.IRETURN && opcode <= Opcodes.RETURN)) code.add("end");
        }

        @Override
        public void visitJumpInsn(int opcode, Label label) {
            if (opcode == Opcodes.GOTO) code.add("end");
        }

        @Override
        public void visitEnd() {
            Set<Label> done = new HashSet<>();
            for (int i = 0; i < code.size(); i++) {
                if (!(code.get(i) instanceof Label l) || !broadHandlers.containsKey(l) || !done.add(l)) continue;
                int at = lines.getOrDefault(l, 0);
                for (int k = i + 1; k < code.size(); k++) {
                    Object o = code.get(k);
                    if (o instanceof Label next && lines.containsKey(next) && at == 0) at = lines.get(next);
                    if (!(o instanceof String s)) continue;
                    if (s.equals("end")) break;
                    String type = s.substring(s.indexOf(' ') + 1);
                    if (userErrors.contains(type)) {
                        out.add(where + " (line " + at + "): catch " + broadHandlers.get(l).replace('/', '.') + " makes "
                                + type.replace('/', '.'));
                        break;
                    }
                }
            }
        }
    }
}
