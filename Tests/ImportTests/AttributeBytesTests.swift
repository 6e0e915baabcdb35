@testable import LayoutDocuments
import TemplateGenerator
import Testing
import LayoutTemplates

/// The modern importer reads numbers from the attribute bytes; these must give exactly what the
/// `String` path gives (and so what `Double(_:)` and `Int(_:)` give), refusals included.
@Suite("Numbers read from attribute bytes")
struct AttributeBytesTests {
    private func bytesNumber(_ text: String, maximumMagnitude: Double = AttributeValueParser.maximumMagnitude) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { AttributeValueParser.plainNumber(bytes: $0, maximumMagnitude: maximumMagnitude) }
    }

    private func bytesInteger(_ text: String) -> Int? {
        Array(text.utf8).withUnsafeBufferPointer { AttributeValueParser.integer(bytes: $0) }
    }

    @Test("written cases agree with the String path, bit for bit")
    func writtenCases() {
        let cases = [
            "0", "0.0", "-0", "-0.0", "+0", "98.5", "145.5", "-20.25", "375", "0.1", "0.3", ".5", "5.", "+5",
            "16.666666666666668", "123456789012345678", "9007199254740993", "1e3", "-3E2", "1e999", "nan", "inf",
            "", "-", "+", ".", "1.2.3", "--1", "1-", "0x10", " 1", "1 ", "&#38;", "1000000000", "1000000000.5",
            "0.0000000000000000000001", "0.00000000000000000000001",
        ]
        for text in cases {
            for limit in [AttributeValueParser.maximumMagnitude, .greatestFiniteMagnitude] {
                let expected = AttributeValueParser.plainNumber(text, maximumMagnitude: limit)
                let actual = bytesNumber(text, maximumMagnitude: limit)
                #expect(actual?.bitPattern == expected?.bitPattern, "\(text) with limit \(limit)")
            }
        }
        #expect(bytesNumber("-0")?.sign == .plus)
    }

    @Test("random decimals agree with Double(_:), bit for bit")
    func randomDecimals() {
        var generator = SplitMix64(seed: 5)
        for _ in 0..<20_000 {
            let integerDigits = Int(generator.next() % 8)
            let fractionDigits = Int(generator.next() % 12)
            var text = generator.next() % 3 == 0 ? "-" : ""
            text += String((0..<max(integerDigits, 1)).map { _ in Character(String(generator.next() % 10)) })
            if fractionDigits > 0 {
                text += "." + String((0..<fractionDigits).map { _ in Character(String(generator.next() % 10)) })
            }
            let expected = Double(text).map { $0 == 0 ? 0 : $0 }
            #expect(bytesNumber(text, maximumMagnitude: .greatestFiniteMagnitude)?.bitPattern == expected?.bitPattern, "\(text)")
        }
    }

    @Test("integers agree with Int(_:)")
    func integers() {
        for text in ["0", "-0", "+7", "-1", "42", "123456789012345678", "9223372036854775807", "-9223372036854775808",
                     "9223372036854775808", "", "-", "+", "1.0", "1e3", " 1", "0x1", "&#38;"] {
            #expect(bytesInteger(text) == Int(text), "\(text)")
        }
    }

    @Test("the modern importer's words are distinct names")
    func distinctWords() {
        #expect(Set(ModernIBWord.names).count == ModernIBWord.names.count)
        #expect(ModernIBWord.firstReferenceWord == ModernIBWord.firstViewWord + ModernIBNames.viewElements.count)
        #expect(ModernIBWord.names.dropFirst(ModernIBWord.firstReferenceWord).allSatisfy(ModernIBNames.referenceAttributes.contains))
        #expect(Set(ModernIBWord.idReferences.map { ModernIBWord.names[$0.word] }) == ModernIBNames.referenceAttributes)
        // An element name without a word would stand for every unknown element.
        #expect(ModernIBWord.idReferences.allSatisfy { $0.element >= 0 || $0.element == ModernIBWord.anyElement })
    }
}
